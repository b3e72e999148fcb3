import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the designer journey (issue 34). */
export const designerCurriculum: readonly CurriculumMission[] = [
  {
    id: "designer-3",
    journeySlug: "designer",
    number: 3,
    name: {
      en: "Mission 3: Wallet and transaction UX",
      ml: "മിഷൻ 3: വാലറ്റ്, ഇടപാട് UX",
      ar: "المهمة 3: تجربة المستخدم للمحفظة والمعاملات",
    },
    objective: {
      en: "Design a wallet connection and transaction flow that tells users, at every moment, what is happening, what it costs and what to do next.",
      ml: "ഓരോ നിമിഷവും എന്താണ് സംഭവിക്കുന്നത്, അതിന് എത്ര ചെലവാകും, അടുത്തതായി എന്തു ചെയ്യണം എന്നിവ ഉപയോക്താക്കളോട് വ്യക്തമായി പറയുന്ന ഒരു വാലറ്റ് കണക്ഷൻ, ഇടപാട് പ്രവാഹം രൂപകൽപ്പന ചെയ്യാൻ നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من تصميم تدفق لربط المحفظة وإرسال المعاملات يخبر المستخدم في كل لحظة بما يحدث وكم يكلّف وما الخطوة التالية.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Walk through a real flow on a testnet",
          ml: "ഒരു ടെസ്റ്റ്നെറ്റിൽ യഥാർത്ഥ പ്രവാഹം നേരിട്ട് അനുഭവിക്കുക",
          ar: "جرّب تدفقًا حقيقيًا على شبكة تجريبية",
        },
        description: {
          en: "Install a free browser wallet such as MetaMask or Rabby and create a new account used only for testing; never enter a recovery phrase on a website. Get free Sepolia test ETH from a faucet such as Google Cloud's Web3 faucet, then open the MetaMask Test Dapp (metamask.github.io/test-dapp) to connect, sign a message and send a small test transaction to yourself. Screenshot every screen you see, from the connection request to the confirmed transaction on sepolia.etherscan.io.",
          ml: "MetaMask അല്ലെങ്കിൽ Rabby പോലുള്ള ഒരു സൗജന്യ ബ്രൗസർ വാലറ്റ് ഇൻസ്റ്റാൾ ചെയ്ത് പരീക്ഷണത്തിന് മാത്രമായി ഒരു പുതിയ അക്കൗണ്ട് സൃഷ്ടിക്കുക; ഒരു വെബ്സൈറ്റിലും റിക്കവറി ഫ്രേസ് നൽകരുത്. Google Cloud-ന്റെ Web3 ഫോസെറ്റ് പോലുള്ള ഒരു ഫോസെറ്റിൽ നിന്ന് സൗജന്യ Sepolia ടെസ്റ്റ് ETH നേടുക, തുടർന്ന് MetaMask Test Dapp (metamask.github.io/test-dapp) തുറന്ന് വാലറ്റ് ബന്ധിപ്പിക്കുക, ഒരു സന്ദേശം സൈൻ ചെയ്യുക, നിങ്ങൾക്കുതന്നെ ഒരു ചെറിയ ടെസ്റ്റ് ഇടപാട് അയയ്ക്കുക. കണക്ഷൻ അഭ്യർത്ഥന മുതൽ sepolia.etherscan.io-ൽ സ്ഥിരീകരിച്ച ഇടപാട് വരെ നിങ്ങൾ കാണുന്ന ഓരോ സ്ക്രീനിന്റെയും സ്ക്രീൻഷോട്ട് എടുക്കുക.",
          ar: "ثبّت محفظة متصفح مجانية مثل MetaMask أو Rabby وأنشئ حسابًا جديدًا للتجربة فقط، ولا تُدخل عبارة الاسترداد في أي موقع. احصل على Sepolia ETH تجريبي مجانًا من صنبور (faucet) مثل صنبور Web3 من Google Cloud، ثم افتح MetaMask Test Dapp (metamask.github.io/test-dapp) لتربط المحفظة وتوقّع رسالة وترسل معاملة تجريبية صغيرة إلى نفسك. التقط صورة لكل شاشة تراها، من طلب الربط حتى المعاملة المؤكدة على sepolia.etherscan.io.",
        },
      },
      {
        stepId: "2",
        kind: "text",
        name: {
          en: "Read: signatures, transactions and their states",
          ml: "വായന: സിഗ്നേച്ചറുകൾ, ഇടപാടുകൾ, അവയുടെ നിലകൾ",
          ar: "اقرأ: التواقيع والمعاملات وحالاتها",
        },
        description: {
          en: "Read ethereum.org's pages on wallets and on gas and fees. Note the difference between signing a message, which proves you control an address and is not recorded on-chain, and sending a transaction, which changes the chain's state and pays a network fee. List the states a transaction passes through: waiting for the user in the wallet, rejected, submitted and pending, confirmed, or failed. For each, write one sentence the interface should say.",
          ml: "ethereum.org-ലെ വാലറ്റുകളെക്കുറിച്ചും ഗ്യാസ്, ഫീസ് എന്നിവയെക്കുറിച്ചുമുള്ള പേജുകൾ വായിക്കുക. ഒരു വിലാസം നിങ്ങളുടെ നിയന്ത്രണത്തിലാണെന്ന് തെളിയിക്കുന്നതും ഓൺ-ചെയിനിൽ രേഖപ്പെടുത്താത്തതുമായ സന്ദേശ സൈനിംഗും, ചെയിനിന്റെ അവസ്ഥ മാറ്റുകയും നെറ്റ്‌വർക്ക് ഫീസ് നൽകുകയും ചെയ്യുന്ന ഇടപാടും തമ്മിലുള്ള വ്യത്യാസം കുറിച്ചുവെക്കുക. ഒരു ഇടപാട് കടന്നുപോകുന്ന നിലകൾ പട്ടികപ്പെടുത്തുക: വാലറ്റിൽ ഉപയോക്താവിനായി കാത്തിരിക്കുന്നു, നിരസിച്ചു, സമർപ്പിച്ച് പെൻഡിങ്ങിൽ, സ്ഥിരീകരിച്ചു, അല്ലെങ്കിൽ പരാജയപ്പെട്ടു. ഓരോന്നിനും ഇന്റർഫേസ് പറയേണ്ട ഒരു വാക്യം എഴുതുക.",
          ar: "اقرأ صفحات ethereum.org عن المحافظ وعن الغاز والرسوم. دوّن الفرق بين توقيع رسالة، وهو يثبت أنك تتحكم في عنوان ولا يُسجَّل على السلسلة، وإرسال معاملة، وهي تغيّر حالة السلسلة وتدفع رسوم الشبكة. اكتب الحالات التي تمر بها المعاملة: انتظار المستخدم في المحفظة، أو الرفض، أو الإرسال والانتظار، ثم التأكيد أو الفشل. ولكل حالة اكتب جملة واحدة ينبغي أن تقولها الواجهة.",
        },
      },
      {
        stepId: "3",
        kind: "quiz",
        name: {
          en: "Quiz: wallet and transaction UX",
          ml: "ക്വിസ്: വാലറ്റ്, ഇടപാട് UX",
          ar: "اختبار: تجربة المستخدم للمحفظة والمعاملات",
        },
        description: {
          en: "Answer four questions on the reading. You pass with three right, and you can try again after a short wait.",
          ml: "വായനയെ അടിസ്ഥാനമാക്കിയുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. മൂന്നെണ്ണം ശരിയായാൽ നിങ്ങൾ വിജയിക്കും, അല്പസമയം കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കാനും കഴിയും.",
          ar: "أجب عن أربعة أسئلة حول القراءة. تنجح بثلاث إجابات صحيحة، ويمكنك المحاولة مجددًا بعد انتظار قصير.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What is the difference between signing a plain message and sending a transaction?",
                ml: "ഒരു സാധാരണ സന്ദേശം സൈൻ ചെയ്യുന്നതും ഒരു ഇടപാട് അയയ്ക്കുന്നതും തമ്മിലുള്ള വ്യത്യാസം എന്താണ്?",
                ar: "ما الفرق بين توقيع رسالة عادية وإرسال معاملة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A plain message signature is not recorded on-chain and pays no gas; a transaction is recorded on-chain and pays a network fee.",
                    ml: "സാധാരണ സന്ദേശ സൈനിംഗ് ഓൺ-ചെയിനിൽ രേഖപ്പെടുത്തില്ല, ഗ്യാസ് നൽകേണ്ടതുമില്ല; ഇടപാട് ഓൺ-ചെയിനിൽ രേഖപ്പെടുത്തുകയും നെറ്റ്‌വർക്ക് ഫീസ് നൽകുകയും ചെയ്യുന്നു.",
                    ar: "توقيع الرسالة العادية لا يُسجَّل على السلسلة ولا يدفع غازًا، أما المعاملة فتُسجَّل على السلسلة وتدفع رسوم الشبكة.",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Both are recorded on-chain and cost the same fee.",
                    ml: "രണ്ടും ഓൺ-ചെയിനിൽ രേഖപ്പെടുത്തപ്പെടുകയും ഒരേ ഫീസ് ഈടാക്കുകയും ചെയ്യുന്നു.",
                    ar: "كلاهما يُسجَّل على السلسلة ويكلّف الرسوم نفسها.",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Signing a message sends tokens; a transaction only logs you in.",
                    ml: "സന്ദേശം സൈൻ ചെയ്യുമ്പോൾ ടോക്കണുകൾ അയയ്ക്കപ്പെടുന്നു; ഇടപാട് നിങ്ങളെ ലോഗിൻ ചെയ്യിക്കുക മാത്രം ചെയ്യുന്നു.",
                    ar: "توقيع الرسالة يرسل الرموز، والمعاملة تكتفي بتسجيل دخولك.",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Which states should a transaction screen be designed for? (Choose all that apply.)",
                ml: "ഒരു ഇടപാട് സ്ക്രീൻ ഏതൊക്കെ നിലകൾക്കായി രൂപകൽപ്പന ചെയ്യണം? (ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.)",
                ar: "ما الحالات التي يجب تصميم شاشة المعاملة لها؟ (اختر كل ما ينطبق.)",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Pending: submitted and waiting to be included in a block",
                    ml: "പെൻഡിങ്: സമർപ്പിച്ചു, ഒരു ബ്ലോക്കിൽ ഉൾപ്പെടുത്താൻ കാത്തിരിക്കുന്നു",
                    ar: "قيد الانتظار: أُرسلت وتنتظر إدراجها في كتلة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Rejected by the user in the wallet",
                    ml: "ഉപയോക്താവ് വാലറ്റിൽ നിരസിച്ചു",
                    ar: "رفضها المستخدم في المحفظة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Failed, with what the user can do next",
                    ml: "പരാജയപ്പെട്ടു, ഉപയോക്താവിന് അടുത്തതായി ചെയ്യാവുന്നത് സഹിതം",
                    ar: "فشلت، مع ما يمكن للمستخدم فعله بعد ذلك",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Refunded by the bank after three working days",
                    ml: "മൂന്ന് പ്രവൃത്തി ദിവസത്തിനു ശേഷം ബാങ്ക് പണം തിരികെ നൽകി",
                    ar: "استردّها البنك بعد ثلاثة أيام عمل",
                  },
                },
              ],
              correct: ["a", "b", "c"],
            },
            {
              id: "q3",
              prompt: {
                en: "Why show a link to a block explorer once a transaction is submitted?",
                ml: "ഒരു ഇടപാട് സമർപ്പിച്ചുകഴിഞ്ഞാൽ ബ്ലോക്ക് എക്സ്പ്ലോററിലേക്കുള്ള ലിങ്ക് കാണിക്കുന്നത് എന്തിന്?",
                ar: "لماذا نعرض رابطًا إلى مستكشف الكتل بعد إرسال المعاملة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The explorer can cancel the transaction for the user.",
                    ml: "എക്സ്പ്ലോററിന് ഉപയോക്താവിനായി ഇടപാട് റദ്ദാക്കാൻ കഴിയും.",
                    ar: "لأن المستكشف يستطيع إلغاء المعاملة نيابة عن المستخدم.",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The user can check its status independently, using the transaction hash.",
                    ml: "ഇടപാട് ഹാഷ് ഉപയോഗിച്ച് ഉപയോക്താവിന് അതിന്റെ നില സ്വതന്ത്രമായി പരിശോധിക്കാം.",
                    ar: "لأن المستخدم يستطيع التحقق من حالتها بنفسه باستخدام تجزئة المعاملة (hash).",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The explorer keeps the user's funds safe until the transaction confirms.",
                    ml: "ഇടപാട് സ്ഥിരീകരിക്കുന്നതുവരെ എക്സ്പ്ലോറർ ഉപയോക്താവിന്റെ പണം സുരക്ഷിതമായി സൂക്ഷിക്കുന്നു.",
                    ar: "لأن المستكشف يحفظ أموال المستخدم حتى تتأكد المعاملة.",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q4",
              prompt: {
                en: "What should a dApp's interface never ask the user for?",
                ml: "ഒരു dApp-ന്റെ ഇന്റർഫേസ് ഉപയോക്താവിനോട് ഒരിക്കലും ചോദിക്കാൻ പാടില്ലാത്തത് എന്ത്?",
                ar: "ما الذي لا يجوز لواجهة التطبيق اللامركزي أن تطلبه من المستخدم أبدًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "To press a Connect wallet button",
                    ml: "Connect wallet ബട്ടൺ അമർത്താൻ",
                    ar: "الضغط على زر ربط المحفظة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The wallet's recovery (seed) phrase",
                    ml: "വാലറ്റിന്റെ റിക്കവറി (സീഡ്) ഫ്രേസ്",
                    ar: "عبارة الاسترداد (seed phrase) الخاصة بالمحفظة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "To confirm the transaction in their own wallet",
                    ml: "സ്വന്തം വാലറ്റിൽ ഇടപാട് സ്ഥിരീകരിക്കാൻ",
                    ar: "تأكيد المعاملة في محفظته",
                  },
                },
              ],
              correct: ["b"],
            },
          ],
        },
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Design the flow",
          ml: "പ്രവാഹം രൂപകൽപ്പന ചെയ്യുക",
          ar: "صمّم التدفق",
        },
        description: {
          en: "In Figma's free plan or Penpot, design five mobile or desktop screens for a simple dApp action such as claiming a test badge: choose a wallet, approve the connection, sign or confirm with the cost stated in plain words, wait while pending, and see success or failure. Write the copy for each state yourself and link the pending screen to the explorer. Share the file with view access for anyone with the link.",
          ml: "Figma-യുടെ സൗജന്യ പ്ലാനിലോ Penpot-ലോ, ഒരു ടെസ്റ്റ് ബാഡ്ജ് ക്ലെയിം ചെയ്യുന്നതുപോലുള്ള ലളിതമായ ഒരു dApp പ്രവർത്തനത്തിനായി മൊബൈലിനോ ഡെസ്ക്‌ടോപ്പിനോ അഞ്ച് സ്ക്രീനുകൾ രൂപകൽപ്പന ചെയ്യുക: വാലറ്റ് തിരഞ്ഞെടുക്കൽ, കണക്ഷൻ അംഗീകരിക്കൽ, ചെലവ് ലളിതമായ വാക്കുകളിൽ പറഞ്ഞുകൊണ്ട് സൈൻ ചെയ്യൽ അല്ലെങ്കിൽ സ്ഥിരീകരിക്കൽ, പെൻഡിങ് സമയത്തെ കാത്തിരിപ്പ്, വിജയം അല്ലെങ്കിൽ പരാജയം. ഓരോ നിലയ്ക്കുമുള്ള വാചകങ്ങൾ സ്വയം എഴുതുക, പെൻഡിങ് സ്ക്രീനിൽ എക്സ്പ്ലോററിലേക്കുള്ള ലിങ്ക് നൽകുക. ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്ന വിധത്തിൽ ഫയൽ പങ്കുവെക്കുക.",
          ar: "في الخطة المجانية من Figma أو في Penpot، صمّم خمس شاشات للجوال أو الحاسوب لإجراء بسيط في تطبيق لامركزي مثل المطالبة بشارة تجريبية: اختيار المحفظة، والموافقة على الربط، والتوقيع أو التأكيد مع ذكر التكلفة بكلمات بسيطة، والانتظار أثناء المعالجة، ثم النجاح أو الفشل. اكتب نصوص كل حالة بنفسك، واجعل شاشة الانتظار ترتبط بالمستكشف. شارك الملف بصلاحية العرض لكل من لديه الرابط.",
        },
        asks: {
          en: "A view link to your Figma or Penpot file, and two or three sentences on the state that was hardest to design.",
          ml: "നിങ്ങളുടെ Figma അല്ലെങ്കിൽ Penpot ഫയലിന്റെ വ്യൂ ലിങ്ക്, ഒപ്പം രൂപകൽപ്പന ചെയ്യാൻ ഏറ്റവും പ്രയാസമായ നിലയെക്കുറിച്ച് രണ്ടോ മൂന്നോ വാക്യങ്ങൾ.",
          ar: "رابط عرض لملفك على Figma أو Penpot، وجملتان أو ثلاث عن الحالة الأصعب في التصميم.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Where users lose trust",
          ml: "ഉപയോക്താക്കൾക്ക് വിശ്വാസം നഷ്ടപ്പെടുന്നിടം",
          ar: "حيث يفقد المستخدمون الثقة",
        },
        description: {
          en: "Think back to your own testnet transaction. Which moment made you unsure what was happening or what you were agreeing to, and how does your design make that moment clearer for a first-time user?",
          ml: "നിങ്ങളുടെ സ്വന്തം ടെസ്റ്റ്നെറ്റ് ഇടപാട് ഓർക്കുക. എന്താണ് സംഭവിക്കുന്നതെന്നോ എന്തിനാണ് സമ്മതിക്കുന്നതെന്നോ ഉറപ്പില്ലാതെ തോന്നിയ നിമിഷം ഏതാണ്, ആദ്യമായി ഉപയോഗിക്കുന്ന ഒരാൾക്ക് നിങ്ങളുടെ ഡിസൈൻ ആ നിമിഷം എങ്ങനെ കൂടുതൽ വ്യക്തമാക്കുന്നു?",
          ar: "تذكّر معاملتك التجريبية. ما اللحظة التي شعرت فيها بعدم اليقين مما يحدث أو مما توافق عليه، وكيف يجعل تصميمك تلك اللحظة أوضح لمستخدم جديد؟",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "designer-4",
    journeySlug: "designer",
    number: 4,
    name: {
      en: "Mission 4: A brand for a protocol",
      ml: "മിഷൻ 4: ഒരു പ്രോട്ടോക്കോളിനായുള്ള ബ്രാൻഡ്",
      ar: "المهمة 4: علامة تجارية لبروتوكول",
    },
    objective: {
      en: "Create a small brand identity for a decentralised project (logo, colour system, type and voice) that contributors anywhere can apply without asking you.",
      ml: "ലോകത്തെവിടെയുമുള്ള സംഭാവകർക്ക് നിങ്ങളോട് ചോദിക്കാതെ തന്നെ ഉപയോഗിക്കാവുന്ന, ഒരു വികേന്ദ്രീകൃത പ്രോജക്റ്റിനായുള്ള ചെറിയ ബ്രാൻഡ് ഐഡന്റിറ്റി (ലോഗോ, നിറ സംവിധാനം, ടൈപ്പോഗ്രഫി, ശബ്ദശൈലി) സൃഷ്ടിക്കാൻ നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من إنشاء هوية بصرية صغيرة لمشروع لامركزي (شعار ونظام ألوان وخطوط ونبرة) يستطيع المساهمون في أي مكان تطبيقها دون الرجوع إليك.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Study three public brand kits",
          ml: "മൂന്ന് പൊതു ബ്രാൻഡ് കിറ്റുകൾ പഠിക്കുക",
          ar: "ادرس ثلاثة أدلة علامة منشورة",
        },
        description: {
          en: "Many open projects publish their brand assets: look at ethereum.org's assets page and search for the brand or press kit of two other protocols you know. For each, note what it includes: logo versions, clear space, a colour palette with hex codes, fonts, tone of voice, and the do's and don'ts. Notice how the kit lets a community member in another country make a correct banner without asking anyone.",
          ml: "പല ഓപ്പൺ പ്രോജക്റ്റുകളും അവരുടെ ബ്രാൻഡ് ആസ്തികൾ പ്രസിദ്ധീകരിക്കുന്നു: ethereum.org-ലെ assets പേജ് നോക്കുക, നിങ്ങൾക്കറിയാവുന്ന മറ്റ് രണ്ട് പ്രോട്ടോക്കോളുകളുടെ ബ്രാൻഡ് കിറ്റോ പ്രസ് കിറ്റോ തിരയുക. ഓരോന്നിലും എന്തൊക്കെ ഉണ്ടെന്ന് കുറിക്കുക: ലോഗോയുടെ പതിപ്പുകൾ, ചുറ്റുമുള്ള ഒഴിഞ്ഞ ഇടം, ഹെക്സ് കോഡുകളുള്ള നിറപ്പട്ടിക, ഫോണ്ടുകൾ, ശബ്ദശൈലി, ചെയ്യേണ്ടതും ചെയ്യരുതാത്തതും. മറ്റൊരു രാജ്യത്തുള്ള ഒരു കമ്മ്യൂണിറ്റി അംഗത്തിന് ആരോടും ചോദിക്കാതെ ശരിയായ ഒരു ബാനർ ഉണ്ടാക്കാൻ കിറ്റ് എങ്ങനെ സഹായിക്കുന്നുവെന്ന് ശ്രദ്ധിക്കുക.",
          ar: "تنشر مشاريع مفتوحة كثيرة أصول علامتها: اطّلع على صفحة assets في ethereum.org، وابحث عن دليل العلامة أو الحقيبة الصحفية لبروتوكولين آخرين تعرفهما. دوّن ما يتضمنه كل منها: نسخ الشعار، والمساحة الفارغة حوله، ولوحة الألوان برموزها الست عشرية، والخطوط، والنبرة، وما يُفعل وما لا يُفعل. لاحظ كيف يتيح الدليل لعضو في بلد آخر أن يصمم لافتة صحيحة دون أن يسأل أحدًا.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: brands for open projects",
          ml: "ക്വിസ്: ഓപ്പൺ പ്രോജക്റ്റുകൾക്കുള്ള ബ്രാൻഡുകൾ",
          ar: "اختبار: العلامات التجارية للمشاريع المفتوحة",
        },
        description: {
          en: "Answer four questions on what you studied. You pass with three right.",
          ml: "നിങ്ങൾ പഠിച്ചതിനെക്കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. മൂന്നെണ്ണം ശരിയായാൽ നിങ്ങൾ വിജയിക്കും.",
          ar: "أجب عن أربعة أسئلة حول ما درسته. تنجح بثلاث إجابات صحيحة.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Why do open protocols publish a brand kit?",
                ml: "ഓപ്പൺ പ്രോട്ടോക്കോളുകൾ ബ്രാൻഡ് കിറ്റ് പ്രസിദ്ധീകരിക്കുന്നത് എന്തിന്?",
                ar: "لماذا تنشر البروتوكولات المفتوحة دليلًا لعلامتها؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "So contributors and community members anywhere can use the logo and colours correctly without waiting for one designer",
                    ml: "ഒരു ഡിസൈനർക്കായി കാത്തിരിക്കാതെ എവിടെയുമുള്ള സംഭാവകർക്കും കമ്മ്യൂണിറ്റി അംഗങ്ങൾക്കും ലോഗോയും നിറങ്ങളും ശരിയായി ഉപയോഗിക്കാൻ",
                    ar: "ليستخدم المساهمون وأعضاء المجتمع في أي مكان الشعار والألوان بشكل صحيح دون انتظار مصمم واحد",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Because a blockchain cannot run without a registered logo",
                    ml: "രജിസ്റ്റർ ചെയ്ത ലോഗോ ഇല്ലാതെ ബ്ലോക്ക്ചെയിൻ പ്രവർത്തിക്കില്ല എന്നതിനാൽ",
                    ar: "لأن البلوكشين لا يعمل دون شعار مسجَّل",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "To stop anyone from writing about the project",
                    ml: "പ്രോജക്റ്റിനെക്കുറിച്ച് ആരും എഴുതുന്നത് തടയാൻ",
                    ar: "لمنع أي أحد من الكتابة عن المشروع",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What does 'clear space' mean in logo guidelines?",
                ml: "ലോഗോ മാർഗ്ഗനിർദ്ദേശങ്ങളിൽ 'clear space' എന്നതിന്റെ അർത്ഥം എന്ത്?",
                ar: "ماذا تعني «المساحة الفارغة» (clear space) في إرشادات الشعار؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A transparent version of the logo",
                    ml: "ലോഗോയുടെ സുതാര്യമായ ഒരു പതിപ്പ്",
                    ar: "نسخة شفافة من الشعار",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The minimum empty area kept around the logo so nothing crowds it",
                    ml: "മറ്റൊന്നും തിങ്ങിക്കയറാതിരിക്കാൻ ലോഗോയ്ക്ക് ചുറ്റും ഒഴിച്ചിടേണ്ട ഏറ്റവും കുറഞ്ഞ ഇടം",
                    ar: "الحد الأدنى من الفراغ حول الشعار حتى لا يزاحمه شيء",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The empty page at the end of a brand guide",
                    ml: "ബ്രാൻഡ് ഗൈഡിന്റെ അവസാനത്തുള്ള ഒഴിഞ്ഞ പേജ്",
                    ar: "الصفحة الفارغة في آخر دليل العلامة",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q3",
              prompt: {
                en: "A good protocol logo should also work… (Choose all that apply.)",
                ml: "ഒരു നല്ല പ്രോട്ടോക്കോൾ ലോഗോ ഇങ്ങനെയും ഫലപ്രദമാകണം… (ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.)",
                ar: "ينبغي أن يعمل شعار البروتوكول الجيد أيضًا… (اختر كل ما ينطبق.)",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "At small sizes, such as a 32-pixel token icon",
                    ml: "32 പിക്സൽ ടോക്കൺ ഐക്കൺ പോലുള്ള ചെറിയ വലുപ്പങ്ങളിൽ",
                    ar: "بأحجام صغيرة، مثل أيقونة رمز بحجم 32 بكسل",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "In a single colour, on light and dark backgrounds",
                    ml: "ഒറ്റ നിറത്തിൽ, ഇളം പശ്ചാത്തലത്തിലും ഇരുണ്ട പശ്ചാത്തലത്തിലും",
                    ar: "بلون واحد، على الخلفيات الفاتحة والداكنة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Only when it is animated",
                    ml: "ആനിമേറ്റ് ചെയ്യുമ്പോൾ മാത്രം",
                    ar: "فقط عندما يكون متحركًا",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which is a sound tone-of-voice rule for a protocol?",
                ml: "ഒരു പ്രോട്ടോക്കോളിന് ഉചിതമായ ശബ്ദശൈലി നിയമം ഏതാണ്?",
                ar: "أيّ قاعدة نبرة مناسبة لبروتوكول؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Promise high returns to create excitement",
                    ml: "ആവേശം ഉണ്ടാക്കാൻ ഉയർന്ന ലാഭം വാഗ്ദാനം ചെയ്യുക",
                    ar: "عِد بعوائد مرتفعة لإثارة الحماس",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Explain fees and risks in plain words, and never promise returns",
                    ml: "ഫീസും റിസ്കും ലളിതമായ വാക്കുകളിൽ വിശദീകരിക്കുക, ഒരിക്കലും ലാഭം വാഗ്ദാനം ചെയ്യരുത്",
                    ar: "اشرح الرسوم والمخاطر بكلمات بسيطة، ولا تَعِد بعوائد أبدًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Use as much jargon as possible to sound expert",
                    ml: "വിദഗ്ദ്ധനായി തോന്നാൻ കഴിയുന്നത്ര സാങ്കേതിക പദങ്ങൾ ഉപയോഗിക്കുക",
                    ar: "استخدم أكبر قدر من المصطلحات التقنية لتبدو خبيرًا",
                  },
                },
              ],
              correct: ["b"],
            },
          ],
        },
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Make a one-page brand sheet",
          ml: "ഒറ്റ പേജുള്ള ബ്രാൻഡ് ഷീറ്റ് തയ്യാറാക്കുക",
          ar: "أعدّ صفحة هوية بصرية واحدة",
        },
        description: {
          en: "Invent a small protocol (for example a community savings circle or a ticketing app for local events) or use a real club project. In Figma's free plan or Penpot, make one page with: the logo in full colour and in one colour, shown at 32 pixels; a palette of five to seven colours with hex codes and roles; two free fonts from Google Fonts; and examples of clear space and misuse. Check that your text colours pass in the free WebAIM Contrast Checker.",
          ml: "ഒരു ചെറിയ പ്രോട്ടോക്കോൾ സങ്കൽപ്പിക്കുക (ഉദാഹരണത്തിന് ചിട്ടി പോലുള്ള ഒരു സമ്പാദ്യ കൂട്ടായ്മ, അല്ലെങ്കിൽ പ്രാദേശിക പരിപാടികൾക്കുള്ള ടിക്കറ്റിംഗ് ആപ്പ്), അല്ലെങ്കിൽ ഒരു യഥാർത്ഥ ക്ലബ് പ്രോജക്റ്റ് എടുക്കുക. Figma-യുടെ സൗജന്യ പ്ലാനിലോ Penpot-ലോ ഒരു പേജ് തയ്യാറാക്കുക: പൂർണ്ണ നിറത്തിലും ഒറ്റ നിറത്തിലുമുള്ള ലോഗോ, 32 പിക്സലിൽ കാണിച്ചത്; ഹെക്സ് കോഡുകളും ഉപയോഗങ്ങളുമുള്ള അഞ്ച് മുതൽ ഏഴ് വരെ നിറങ്ങളുടെ പട്ടിക; Google Fonts-ൽ നിന്നുള്ള രണ്ട് സൗജന്യ ഫോണ്ടുകൾ; ഒഴിഞ്ഞ ഇടത്തിന്റെയും തെറ്റായ ഉപയോഗത്തിന്റെയും ഉദാഹരണങ്ങൾ. നിങ്ങളുടെ ടെക്സ്റ്റ് നിറങ്ങൾ സൗജന്യ WebAIM Contrast Checker-ൽ വിജയിക്കുന്നുണ്ടെന്ന് ഉറപ്പാക്കുക.",
          ar: "اخترع بروتوكولًا صغيرًا (مثل جمعية ادخار لمجتمع محلي أو تطبيق تذاكر للفعاليات المحلية) أو استخدم مشروعًا حقيقيًا لناديك. في الخطة المجانية من Figma أو في Penpot، أعدّ صفحة واحدة تتضمن: الشعار بالألوان الكاملة وبلون واحد، معروضًا بحجم 32 بكسل؛ ولوحة من خمسة إلى سبعة ألوان برموزها الست عشرية ووظائفها؛ وخطّين مجانيين من Google Fonts؛ وأمثلة على المساحة الفارغة وعلى الاستخدام الخاطئ. تأكد من أن ألوان النصوص تجتاز الفحص في أداة WebAIM Contrast Checker المجانية.",
        },
        asks: {
          en: "A view link to your brand sheet.",
          ml: "നിങ്ങളുടെ ബ്രാൻഡ് ഷീറ്റിന്റെ വ്യൂ ലിങ്ക്.",
          ar: "رابط عرض لصفحة هويتك البصرية.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Write in the brand's voice",
          ml: "ബ്രാൻഡിന്റെ ശബ്ദത്തിൽ എഴുതുക",
          ar: "اكتب بنبرة العلامة",
        },
        description: {
          en: "Write three voice rules for your protocol, each with a 'say this' and a 'not this' example. Then write two short posts in that voice: one announcing a testnet launch and one telling users honestly about a delay or an incident. Keep each post under 280 characters.",
          ml: "നിങ്ങളുടെ പ്രോട്ടോക്കോളിനായി മൂന്ന് ശബ്ദശൈലി നിയമങ്ങൾ എഴുതുക, ഓരോന്നിനും 'ഇങ്ങനെ പറയുക', 'ഇങ്ങനെ അല്ല' എന്ന ഉദാഹരണങ്ങളോടെ. തുടർന്ന് ആ ശൈലിയിൽ രണ്ട് ചെറിയ പോസ്റ്റുകൾ എഴുതുക: ഒന്ന് ടെസ്റ്റ്നെറ്റ് ലോഞ്ച് പ്രഖ്യാപിക്കുന്നത്, മറ്റൊന്ന് ഒരു കാലതാമസത്തെക്കുറിച്ചോ പ്രശ്നത്തെക്കുറിച്ചോ ഉപയോക്താക്കളോട് സത്യസന്ധമായി പറയുന്നത്. ഓരോ പോസ്റ്റും 280 അക്ഷരങ്ങളിൽ താഴെയാക്കുക.",
          ar: "اكتب ثلاث قواعد لنبرة بروتوكولك، لكل منها مثال «قل هذا» ومثال «لا تقل هذا». ثم اكتب بهذه النبرة منشورين قصيرين: أحدهما يعلن إطلاق الشبكة التجريبية، والآخر يخبر المستخدمين بصدق عن تأخير أو عطل. اجعل كل منشور أقل من 280 حرفًا.",
        },
        asks: {
          en: "Your three voice rules with their examples, and your two posts.",
          ml: "ഉദാഹരണങ്ങളോടുകൂടിയ നിങ്ങളുടെ മൂന്ന് ശബ്ദശൈലി നിയമങ്ങളും രണ്ട് പോസ്റ്റുകളും.",
          ar: "قواعد النبرة الثلاث مع أمثلتها، ومنشوراك الاثنان.",
        },
        link: "none",
        text: "required",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Pitch the brand in two minutes",
          ml: "രണ്ട് മിനിറ്റിൽ ബ്രാൻഡ് അവതരിപ്പിക്കുക",
          ar: "اعرض العلامة في دقيقتين",
        },
        description: {
          en: "Present your brand sheet aloud in two minutes: at your club meeting (ask your leader for a short slot) or in a video you record and upload as unlisted on YouTube. Say who the protocol is for, what the colours and type should make people feel, and one rule you would defend. Ask at least one listener what they would change.",
          ml: "നിങ്ങളുടെ ബ്രാൻഡ് ഷീറ്റ് രണ്ട് മിനിറ്റിൽ ഉറക്കെ അവതരിപ്പിക്കുക: ക്ലബ് മീറ്റിംഗിൽ (ഒരു ചെറിയ സമയം ലീഡറോട് ചോദിക്കുക), അല്ലെങ്കിൽ നിങ്ങൾ റെക്കോർഡ് ചെയ്ത് YouTube-ൽ unlisted ആയി അപ്‌ലോഡ് ചെയ്യുന്ന വീഡിയോയിൽ. പ്രോട്ടോക്കോൾ ആർക്കുവേണ്ടിയാണ്, നിറങ്ങളും അക്ഷരരൂപങ്ങളും ആളുകളിൽ എന്ത് അനുഭവം ഉണ്ടാക്കണം, നിങ്ങൾ ഉറച്ചുനിൽക്കുന്ന ഒരു നിയമം എന്നിവ പറയുക. എന്ത് മാറ്റുമെന്ന് കുറഞ്ഞത് ഒരു ശ്രോതാവിനോടെങ്കിലും ചോദിക്കുക.",
          ar: "قدّم صفحة هويتك البصرية بصوت عالٍ في دقيقتين: في اجتماع ناديك (اطلب من القائد فقرة قصيرة) أو في فيديو تسجّله وترفعه على YouTube بوضع «غير مُدرج». قل لمن صُمّم البروتوكول، وما الشعور الذي ينبغي أن تمنحه الألوان والخطوط للناس، وقاعدة واحدة تدافع عنها. واسأل مستمعًا واحدًا على الأقل عمّا سيغيّره.",
        },
        asks: {
          en: "The date of the meeting where you presented or a link to your video, and what your listener said they would change.",
          ml: "നിങ്ങൾ അവതരിപ്പിച്ച മീറ്റിംഗിന്റെ തീയതി അല്ലെങ്കിൽ വീഡിയോയുടെ ലിങ്ക്, ഒപ്പം ശ്രോതാവ് എന്ത് മാറ്റുമെന്ന് പറഞ്ഞത്.",
          ar: "تاريخ الاجتماع الذي قدّمت فيه أو رابط الفيديو، وما قال مستمعك إنه سيغيّره.",
        },
        link: "optional",
        text: "required",
        speaking: true,
      },
    ],
  },
  {
    id: "designer-5",
    journeySlug: "designer",
    number: 5,
    name: {
      en: "Mission 5: An art series on a testnet",
      ml: "മിഷൻ 5: ടെസ്റ്റ്നെറ്റിൽ ഒരു ആർട്ട് സീരീസ്",
      ar: "المهمة 5: سلسلة فنية على شبكة تجريبية",
    },
    objective: {
      en: "Create a small series of your own artwork, mint it on a testnet with its metadata on IPFS, and write a pricing plan for a low-fee network, without spending real money.",
      ml: "നിങ്ങളുടെ സ്വന്തം കലാസൃഷ്ടികളുടെ ഒരു ചെറിയ പരമ്പര സൃഷ്ടിച്ച്, മെറ്റാഡാറ്റ IPFS-ൽ സൂക്ഷിച്ച് ഒരു ടെസ്റ്റ്നെറ്റിൽ മിന്റ് ചെയ്യാനും, യഥാർത്ഥ പണം ചെലവാക്കാതെ കുറഞ്ഞ ഫീസുള്ള ഒരു നെറ്റ്‌വർക്കിനായി വിലനിർണ്ണയ പദ്ധതി എഴുതാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من إنشاء سلسلة صغيرة من أعمالك الفنية، وسكّها على شبكة تجريبية مع بياناتها الوصفية على IPFS، وكتابة خطة تسعير لشبكة منخفضة الرسوم، دون إنفاق أموال حقيقية.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: what you actually mint",
          ml: "വായന: നിങ്ങൾ യഥാർത്ഥത്തിൽ മിന്റ് ചെയ്യുന്നത് എന്ത്",
          ar: "اقرأ: ما الذي تسكّه فعلًا",
        },
        description: {
          en: "Read ethereum.org's NFT page and the ERC-721 and ERC-1155 pages in its developer docs. An NFT is a token ID in a contract; its metadata, a small JSON file with a name, a description and an image link, usually lives on IPFS, where a file's address is the hash of its content. Note two things buyers often misunderstand: a token does not carry the artwork's copyright unless your licence says so, and royalties declared with ERC-2981 are paid only where a marketplace chooses to honour them.",
          ml: "ethereum.org-ലെ NFT പേജും അതിന്റെ ഡെവലപ്പർ ഡോക്യുമെന്റേഷനിലെ ERC-721, ERC-1155 പേജുകളും വായിക്കുക. ഒരു NFT എന്നത് ഒരു കോൺട്രാക്റ്റിലെ ടോക്കൺ ഐഡിയാണ്; പേര്, വിവരണം, ചിത്രത്തിന്റെ ലിങ്ക് എന്നിവയുള്ള ചെറിയ JSON ഫയലായ അതിന്റെ മെറ്റാഡാറ്റ സാധാരണയായി IPFS-ൽ ആണ് സൂക്ഷിക്കുന്നത്, അവിടെ ഒരു ഫയലിന്റെ വിലാസം അതിന്റെ ഉള്ളടക്കത്തിന്റെ ഹാഷ് ആണ്. വാങ്ങുന്നവർ പലപ്പോഴും തെറ്റിദ്ധരിക്കുന്ന രണ്ട് കാര്യങ്ങൾ കുറിക്കുക: നിങ്ങളുടെ ലൈസൻസ് പറയുന്നില്ലെങ്കിൽ ടോക്കണിനൊപ്പം കലാസൃഷ്ടിയുടെ പകർപ്പവകാശം ലഭിക്കില്ല; ERC-2981 വഴി പ്രഖ്യാപിക്കുന്ന റോയൽറ്റി ഒരു മാർക്കറ്റ്പ്ലേസ് അത് മാനിക്കാൻ തീരുമാനിക്കുന്നിടത്ത് മാത്രമേ ലഭിക്കൂ.",
          ar: "اقرأ صفحة NFT في ethereum.org وصفحتي ERC-721 وERC-1155 في وثائق المطورين فيه. الرمز غير القابل للاستبدال (NFT) هو معرّف رمز داخل عقد، وبياناته الوصفية، وهي ملف JSON صغير فيه اسم ووصف ورابط للصورة، تُحفظ عادةً على IPFS حيث يكون عنوان الملف هو تجزئة محتواه. دوّن أمرين يسيء المشترون فهمهما كثيرًا: الرمز لا ينقل حقوق نشر العمل الفني ما لم تنص رخصتك على ذلك، والعوائد (royalties) المعلنة عبر ERC-2981 لا تُدفع إلا حيث تختار المنصة احترامها.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: tokens, metadata and rights",
          ml: "ക്വിസ്: ടോക്കണുകൾ, മെറ്റാഡാറ്റ, അവകാശങ്ങൾ",
          ar: "اختبار: الرموز والبيانات الوصفية والحقوق",
        },
        description: {
          en: "Five questions on tokens, metadata, storage and rights. Four right answers pass.",
          ml: "ടോക്കണുകൾ, മെറ്റാഡാറ്റ, സംഭരണം, അവകാശങ്ങൾ എന്നിവയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾ. നാല് ശരിയുത്തരങ്ങൾ ഉണ്ടെങ്കിൽ വിജയിക്കും.",
          ar: "خمسة أسئلة عن الرموز والبيانات الوصفية والتخزين والحقوق. تكفي أربع إجابات صحيحة للنجاح.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What does an NFT's metadata file usually contain?",
                ml: "ഒരു NFT-യുടെ മെറ്റാഡാറ്റ ഫയലിൽ സാധാരണയായി എന്തൊക്കെ ഉണ്ടാകും?",
                ar: "ماذا يحتوي ملف البيانات الوصفية لرمز NFT عادةً؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A name, a description and a link to the image",
                    ml: "ഒരു പേര്, ഒരു വിവരണം, ചിത്രത്തിലേക്കുള്ള ലിങ്ക്",
                    ar: "اسمًا ووصفًا ورابطًا إلى الصورة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The buyer's private key",
                    ml: "വാങ്ങുന്നയാളുടെ പ്രൈവറ്റ് കീ",
                    ar: "المفتاح الخاص للمشتري",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The artwork's copyright certificate",
                    ml: "കലാസൃഷ്ടിയുടെ പകർപ്പവകാശ സർട്ടിഫിക്കറ്റ്",
                    ar: "شهادة حقوق النشر للعمل الفني",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Why is an IPFS link (ipfs://…) preferred over a normal web link for artwork?",
                ml: "കലാസൃഷ്ടിക്ക് സാധാരണ വെബ് ലിങ്കിനെക്കാൾ IPFS ലിങ്ക് (ipfs://…) തിരഞ്ഞെടുക്കുന്നത് എന്തുകൊണ്ട്?",
                ar: "لماذا يُفضَّل رابط IPFS (ipfs://…) على رابط ويب عادي للعمل الفني؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "IPFS makes the image impossible to copy",
                    ml: "IPFS ചിത്രം പകർത്താൻ കഴിയാത്തതാക്കുന്നു",
                    ar: "لأن IPFS يجعل نسخ الصورة مستحيلًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The address is the hash of the file's content, so it always points to exactly that file",
                    ml: "വിലാസം ഫയലിന്റെ ഉള്ളടക്കത്തിന്റെ ഹാഷ് ആയതിനാൽ അത് എപ്പോഴും കൃത്യമായി ആ ഫയലിലേക്ക് തന്നെ ചൂണ്ടുന്നു",
                    ar: "لأن العنوان هو تجزئة محتوى الملف، فيشير دائمًا إلى ذلك الملف بعينه",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "IPFS keeps every file online forever, even if nobody pins it",
                    ml: "ആരും പിൻ ചെയ്തില്ലെങ്കിലും IPFS എല്ലാ ഫയലും എന്നെന്നേക്കും ഓൺലൈനിൽ നിലനിർത്തുന്നു",
                    ar: "لأن IPFS يبقي كل ملف متاحًا إلى الأبد حتى لو لم يثبّته أحد",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q3",
              prompt: {
                en: "What is true of royalties declared with ERC-2981?",
                ml: "ERC-2981 വഴി പ്രഖ്യാപിക്കുന്ന റോയൽറ്റിയെക്കുറിച്ച് ശരിയായത് ഏത്?",
                ar: "ما الصحيح بشأن العوائد المعلنة عبر ERC-2981؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Every blockchain enforces them on every sale",
                    ml: "എല്ലാ ബ്ലോക്ക്ചെയിനും എല്ലാ വിൽപ്പനയിലും അവ നിർബന്ധമാക്കുന്നു",
                    ar: "تفرضها كل سلسلة كتل على كل عملية بيع",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "They tell marketplaces the creator's share, but each marketplace decides whether to pay it",
                    ml: "സ്രഷ്ടാവിന്റെ പങ്ക് അവ മാർക്കറ്റ്പ്ലേസുകളെ അറിയിക്കുന്നു, പക്ഷേ അത് നൽകണോ എന്ന് ഓരോ മാർക്കറ്റ്പ്ലേസും തീരുമാനിക്കുന്നു",
                    ar: "تُبلغ المنصات بحصة المبدع، لكن كل منصة تقرر هل تدفعها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "They are paid only on the first sale",
                    ml: "ആദ്യ വിൽപ്പനയിൽ മാത്രമേ അവ ലഭിക്കൂ",
                    ar: "تُدفع في البيع الأول فقط",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q4",
              prompt: {
                en: "Someone buys one of your NFTs. Unless your licence says otherwise, what do they get?",
                ml: "ആരെങ്കിലും നിങ്ങളുടെ ഒരു NFT വാങ്ങുന്നു. നിങ്ങളുടെ ലൈസൻസ് മറ്റൊന്ന് പറയുന്നില്ലെങ്കിൽ അവർക്ക് എന്ത് ലഭിക്കും?",
                ar: "اشترى شخص أحد رموزك NFT. ما الذي يحصل عليه ما لم تنص رخصتك على غير ذلك؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Ownership of the token, not the artwork's copyright",
                    ml: "ടോക്കണിന്റെ ഉടമസ്ഥാവകാശം, കലാസൃഷ്ടിയുടെ പകർപ്പവകാശമല്ല",
                    ar: "ملكية الرمز، لا حقوق نشر العمل الفني",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The full copyright, including the right to sell prints",
                    ml: "പ്രിന്റുകൾ വിൽക്കാനുള്ള അവകാശം ഉൾപ്പെടെ പൂർണ്ണ പകർപ്പവകാശം",
                    ar: "حقوق النشر كاملة، بما فيها حق بيع النسخ المطبوعة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Access to your wallet",
                    ml: "നിങ്ങളുടെ വാലറ്റിലേക്കുള്ള പ്രവേശനം",
                    ar: "الوصول إلى محفظتك",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "What can ERC-1155 do that makes it suited to editions?",
                ml: "എഡിഷനുകൾക്ക് ERC-1155 അനുയോജ്യമാകുന്നത് അതിന് എന്ത് ചെയ്യാൻ കഴിയുന്നതുകൊണ്ടാണ്?",
                ar: "ما الذي يستطيعه ERC-1155 فيجعله مناسبًا للإصدارات المتعددة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Hold many identical copies of one token ID in a single contract",
                    ml: "ഒരു കോൺട്രാക്റ്റിൽ ഒരേ ടോക്കൺ ഐഡിയുടെ സമാനമായ നിരവധി പകർപ്പുകൾ സൂക്ഷിക്കാൻ",
                    ar: "أن يحمل نسخًا متطابقة كثيرة من معرّف رمز واحد في عقد واحد",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Store the full-size image inside the token at no cost",
                    ml: "പൂർണ്ണ വലുപ്പത്തിലുള്ള ചിത്രം ചെലവില്ലാതെ ടോക്കണിനുള്ളിൽ സൂക്ഷിക്കാൻ",
                    ar: "أن يخزّن الصورة بحجمها الكامل داخل الرمز دون تكلفة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Stop the token from ever being sold",
                    ml: "ടോക്കൺ ഒരിക്കലും വിൽക്കാനാവാത്തതാക്കാൻ",
                    ar: "أن يمنع بيع الرمز إلى الأبد",
                  },
                },
              ],
              correct: ["a"],
            },
          ],
        },
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Create the series and store it on IPFS",
          ml: "പരമ്പര സൃഷ്ടിച്ച് IPFS-ൽ സൂക്ഷിക്കുക",
          ar: "أنشئ السلسلة واحفظها على IPFS",
        },
        description: {
          en: "Make three to five works of your own around one theme, with free tools such as Krita, Inkscape, GIMP or Figma's free plan, or with your own photographs. Upload each image to IPFS with the free plan of a pinning service such as Pinata, then write a metadata JSON file for each (name, description, and image set to ipfs:// followed by the image's CID) and upload those too. Choose a licence for the series, for example a Creative Commons licence, and state it in each description.",
          ml: "ഒരു വിഷയത്തെ ആസ്പദമാക്കി നിങ്ങളുടെ സ്വന്തം മൂന്ന് മുതൽ അഞ്ച് വരെ സൃഷ്ടികൾ ഉണ്ടാക്കുക; Krita, Inkscape, GIMP, Figma-യുടെ സൗജന്യ പ്ലാൻ പോലുള്ള സൗജന്യ ടൂളുകളോ നിങ്ങൾ എടുത്ത ഫോട്ടോകളോ ഉപയോഗിക്കാം. Pinata പോലുള്ള ഒരു പിന്നിങ് സേവനത്തിന്റെ സൗജന്യ പ്ലാൻ ഉപയോഗിച്ച് ഓരോ ചിത്രവും IPFS-ൽ അപ്‌ലോഡ് ചെയ്യുക, തുടർന്ന് ഓരോന്നിനും ഒരു മെറ്റാഡാറ്റ JSON ഫയൽ എഴുതി (name, description, ഒപ്പം ipfs:// കഴിഞ്ഞ് ചിത്രത്തിന്റെ CID ചേർത്ത image) അവയും അപ്‌ലോഡ് ചെയ്യുക. പരമ്പരയ്ക്ക് ഒരു ലൈസൻസ് തിരഞ്ഞെടുക്കുക, ഉദാഹരണത്തിന് ഒരു Creative Commons ലൈസൻസ്, അത് ഓരോ വിവരണത്തിലും വ്യക്തമാക്കുക.",
          ar: "أنجز من ثلاثة إلى خمسة أعمال خاصة بك حول موضوع واحد، بأدوات مجانية مثل Krita أو Inkscape أو GIMP أو الخطة المجانية من Figma، أو بصورك الفوتوغرافية. ارفع كل صورة إلى IPFS عبر الخطة المجانية لخدمة تثبيت مثل Pinata، ثم اكتب لكل منها ملف بيانات وصفية JSON (name وdescription وimage بقيمة ipfs:// يليها CID الصورة) وارفعه أيضًا. اختر رخصة للسلسلة، مثل إحدى رخص Creative Commons، واذكرها في كل وصف.",
        },
        asks: {
          en: "A public gateway link to one of your metadata files, and the series' title, theme and licence.",
          ml: "നിങ്ങളുടെ ഒരു മെറ്റാഡാറ്റ ഫയലിലേക്കുള്ള പബ്ലിക് ഗേറ്റ്‌വേ ലിങ്ക്, ഒപ്പം പരമ്പരയുടെ പേര്, വിഷയം, ലൈസൻസ്.",
          ar: "رابط بوابة عامة إلى أحد ملفات البيانات الوصفية، وعنوان السلسلة وموضوعها ورخصتها.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Mint on a testnet",
          ml: "ടെസ്റ്റ്നെറ്റിൽ മിന്റ് ചെയ്യുക",
          ar: "اسكّ على شبكة تجريبية",
        },
        description: {
          en: "Use a separate wallet that holds only test tokens, and get free Sepolia ETH from a faucet. In the free OpenZeppelin Contracts Wizard, choose ERC721 with Mintable (and its Auto Increment Ids option) and URI Storage, open it in Remix, compile it and deploy it to Sepolia with your wallet, then call safeMint with your address and each metadata link (ipfs:// followed by its CID). If you get stuck, ask a Developer-journey member of your club, and never share your recovery phrase with anyone who offers help.",
          ml: "ടെസ്റ്റ് ടോക്കണുകൾ മാത്രമുള്ള ഒരു പ്രത്യേക വാലറ്റ് ഉപയോഗിക്കുക, ഒരു ഫോസെറ്റിൽ നിന്ന് സൗജന്യ Sepolia ETH നേടുക. സൗജന്യ OpenZeppelin Contracts Wizard-ൽ Mintable (അതിലെ Auto Increment Ids ഓപ്ഷനും), URI Storage എന്നിവയോടുകൂടി ERC721 തിരഞ്ഞെടുത്ത് Remix-ൽ തുറക്കുക, കംപൈൽ ചെയ്ത് നിങ്ങളുടെ വാലറ്റ് ഉപയോഗിച്ച് Sepolia-യിൽ ഡിപ്ലോയ് ചെയ്യുക, തുടർന്ന് നിങ്ങളുടെ വിലാസവും ഓരോ മെറ്റാഡാറ്റ ലിങ്കും (ipfs:// കഴിഞ്ഞ് അതിന്റെ CID) നൽകി safeMint വിളിക്കുക. കുടുങ്ങിയാൽ നിങ്ങളുടെ ക്ലബ്ബിലെ ഡെവലപ്പർ യാത്രയിലുള്ള ഒരു അംഗത്തോട് സഹായം ചോദിക്കുക; സഹായിക്കാമെന്ന് പറയുന്ന ആരുമായും റിക്കവറി ഫ്രേസ് ഒരിക്കലും പങ്കുവെക്കരുത്.",
          ar: "استخدم محفظة منفصلة لا تحوي إلا رموزًا تجريبية، واحصل على Sepolia ETH مجانًا من صنبور. في أداة OpenZeppelin Contracts Wizard المجانية، اختر ERC721 مع Mintable (وخياره Auto Increment Ids) وURI Storage، وافتحه في Remix، ثم اجمعه (compile) وانشره على Sepolia بمحفظتك، واستدعِ safeMint بعنوانك وبرابط كل ملف بيانات وصفية (ipfs:// يليه الـ CID). إن تعثّرت فاطلب المساعدة من عضو في ناديك يسلك رحلة المطوّر، ولا تشارك عبارة الاسترداد أبدًا مع أي شخص يعرض المساعدة.",
        },
        asks: {
          en: "A link to your contract on sepolia.etherscan.io showing the tokens you minted.",
          ml: "നിങ്ങൾ മിന്റ് ചെയ്ത ടോക്കണുകൾ കാണിക്കുന്ന, sepolia.etherscan.io-ലെ നിങ്ങളുടെ കോൺട്രാക്റ്റിന്റെ ലിങ്ക്.",
          ar: "رابط عقدك على sepolia.etherscan.io يُظهر الرموز التي سككتها.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Write a pricing plan",
          ml: "വിലനിർണ്ണയ പദ്ധതി എഴുതുക",
          ar: "اكتب خطة تسعير",
        },
        description: {
          en: "Without launching anything, write a pricing plan as if you were releasing the series on a low-fee network such as Base or Polygon. Say whether each piece is a one-of-one or an edition and how many, the price and why (compare recent sales of three similar artists on a marketplace), the royalty you would declare and what you would do if it is not paid, and who you expect to collect your work. End with one risk to your buyers that you would tell them about.",
          ml: "ഒന്നും ലോഞ്ച് ചെയ്യാതെ, Base അല്ലെങ്കിൽ Polygon പോലുള്ള കുറഞ്ഞ ഫീസുള്ള ഒരു നെറ്റ്‌വർക്കിൽ പരമ്പര പുറത്തിറക്കുകയാണെന്ന മട്ടിൽ ഒരു വിലനിർണ്ണയ പദ്ധതി എഴുതുക. ഓരോ സൃഷ്ടിയും ഒറ്റ പകർപ്പാണോ എഡിഷനാണോ, എത്ര എണ്ണം, വിലയും അതിന്റെ കാരണവും (ഒരു മാർക്കറ്റ്പ്ലേസിൽ സമാനരായ മൂന്ന് കലാകാരന്മാരുടെ സമീപകാല വിൽപ്പനകളുമായി താരതമ്യം ചെയ്യുക), നിങ്ങൾ പ്രഖ്യാപിക്കുന്ന റോയൽറ്റിയും അത് ലഭിച്ചില്ലെങ്കിൽ എന്ത് ചെയ്യുമെന്നതും, നിങ്ങളുടെ സൃഷ്ടികൾ ആരൊക്കെ ശേഖരിക്കുമെന്ന് പ്രതീക്ഷിക്കുന്നു എന്നതും പറയുക. വാങ്ങുന്നവരോട് നിങ്ങൾ തുറന്നുപറയുന്ന ഒരു റിസ്കോടെ അവസാനിപ്പിക്കുക.",
          ar: "دون إطلاق أي شيء، اكتب خطة تسعير كأنك تطرح السلسلة على شبكة منخفضة الرسوم مثل Base أو Polygon. حدّد هل كل عمل نسخة فريدة أم إصدار متعدد وكم عدده، والسعر وسببه (قارنه بالمبيعات الأخيرة لثلاثة فنانين مشابهين على إحدى المنصات)، ونسبة العوائد التي ستعلنها وما ستفعله إن لم تُدفع، ومن تتوقع أن يقتني أعمالك. واختم بخطر واحد على المشترين ستصارحهم به.",
        },
        asks: {
          en: "Your pricing plan, in about 150 to 300 words.",
          ml: "ഏകദേശം 150 മുതൽ 300 വരെ വാക്കുകളിൽ നിങ്ങളുടെ വിലനിർണ്ണയ പദ്ധതി.",
          ar: "خطة التسعير الخاصة بك، في نحو 150 إلى 300 كلمة.",
        },
        link: "none",
        text: "required",
      },
    ],
  },
  {
    id: "designer-6",
    journeySlug: "designer",
    number: 6,
    name: {
      en: "Mission 6: A design system for a dApp",
      ml: "മിഷൻ 6: ഒരു dApp-നായുള്ള ഡിസൈൻ സിസ്റ്റം",
      ar: "المهمة 6: نظام تصميم لتطبيق لامركزي",
    },
    objective: {
      en: "Build a small design system of tokens and components for a dApp, check it for accessibility, and hand it to a developer in a form they can build from.",
      ml: "ഒരു dApp-നായി ഡിസൈൻ ടോക്കണുകളും ഘടകങ്ങളും ഉള്ള ഒരു ചെറിയ ഡിസൈൻ സിസ്റ്റം നിർമ്മിക്കാനും, അതിന്റെ പ്രവേശനക്ഷമത പരിശോധിക്കാനും, ഒരു ഡെവലപ്പർക്ക് അതിൽ നിന്ന് നിർമ്മിക്കാൻ കഴിയുന്ന രൂപത്തിൽ കൈമാറാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من بناء نظام تصميم صغير من رموز التصميم والمكوّنات لتطبيق لامركزي، وفحص إتاحته، وتسليمه لمطوّر بصيغة يستطيع البناء منها.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: tokens, components and accessibility",
          ml: "വായന: ടോക്കണുകൾ, ഘടകങ്ങൾ, പ്രവേശനക്ഷമത",
          ar: "اقرأ: رموز التصميم والمكوّنات والإتاحة",
        },
        description: {
          en: "Read the W3C's free WCAG 2.2 quick reference on contrast (1.4.3 and 1.4.11), use of colour (1.4.1) and visible focus (2.4.7), and browse the components of a public design system such as the GOV.UK Design System. Note how each component is documented: what it is for, its variants, its states (default, hover, focus, disabled, loading) and its accessibility notes. Then add the patterns a dApp needs: a shortened wallet address with a copy button, a token amount with its unit, and a transaction status badge.",
          ml: "W3C-യുടെ സൗജന്യ WCAG 2.2 quick reference-ൽ കോൺട്രാസ്റ്റ് (1.4.3, 1.4.11), നിറത്തിന്റെ ഉപയോഗം (1.4.1), ദൃശ്യമായ ഫോക്കസ് (2.4.7) എന്നിവ വായിക്കുക, GOV.UK Design System പോലുള്ള ഒരു പൊതു ഡിസൈൻ സിസ്റ്റത്തിലെ ഘടകങ്ങൾ പരിശോധിക്കുക. ഓരോ ഘടകവും എങ്ങനെ രേഖപ്പെടുത്തിയിരിക്കുന്നുവെന്ന് കുറിക്കുക: അതിന്റെ ഉപയോഗം, വകഭേദങ്ങൾ, നിലകൾ (default, hover, focus, disabled, loading), പ്രവേശനക്ഷമതാ കുറിപ്പുകൾ. തുടർന്ന് ഒരു dApp-ന് വേണ്ട മാതൃകകൾ ചേർക്കുക: കോപ്പി ബട്ടണോടുകൂടിയ ചുരുക്കിയ വാലറ്റ് വിലാസം, യൂണിറ്റോടുകൂടിയ ടോക്കൺ തുക, ഇടപാട് നില കാണിക്കുന്ന ബാഡ്ജ്.",
          ar: "اقرأ المرجع السريع المجاني لـ WCAG 2.2 من W3C في ما يخص التباين (1.4.3 و1.4.11) واستخدام اللون (1.4.1) والتركيز المرئي (2.4.7)، وتصفّح مكوّنات نظام تصميم عام مثل GOV.UK Design System. دوّن كيف يُوثَّق كل مكوّن: الغرض منه، ونسخه، وحالاته (الافتراضية، والتمرير، والتركيز، والتعطيل، والتحميل)، وملاحظات الإتاحة. ثم أضف الأنماط التي يحتاجها التطبيق اللامركزي: عنوان محفظة مختصرًا مع زر نسخ، ومبلغ رمز مع وحدته، وشارة لحالة المعاملة.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: systems and accessibility",
          ml: "ക്വിസ്: ഡിസൈൻ സിസ്റ്റങ്ങളും പ്രവേശനക്ഷമതയും",
          ar: "اختبار: أنظمة التصميم والإتاحة",
        },
        description: {
          en: "Answer five questions on contrast, colour, design tokens and handoff. You need four right to pass.",
          ml: "കോൺട്രാസ്റ്റ്, നിറം, ഡിസൈൻ ടോക്കണുകൾ, കൈമാറ്റം എന്നിവയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. വിജയിക്കാൻ നാലെണ്ണം ശരിയാകണം.",
          ar: "أجب عن خمسة أسئلة عن التباين واللون ورموز التصميم والتسليم. تحتاج إلى أربع إجابات صحيحة لتنجح.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Under WCAG level AA, what is the minimum contrast ratio for normal-size body text?",
                ml: "WCAG AA നിലവാരപ്രകാരം സാധാരണ വലുപ്പമുള്ള ബോഡി ടെക്സ്റ്റിന് വേണ്ട ഏറ്റവും കുറഞ്ഞ കോൺട്രാസ്റ്റ് അനുപാതം എത്ര?",
                ar: "وفق المستوى AA في WCAG، ما الحد الأدنى لنسبة التباين لنص المتن بالحجم العادي؟",
              },
              options: [
                {
                  id: "a",
                  text: { en: "3:1", ml: "3:1 എന്ന അനുപാതം", ar: "نسبة 3:1" },
                },
                {
                  id: "b",
                  text: { en: "4.5:1", ml: "4.5:1 എന്ന അനുപാതം", ar: "نسبة 4.5:1" },
                },
                {
                  id: "c",
                  text: { en: "7:1", ml: "7:1 എന്ന അനുപാതം", ar: "نسبة 7:1" },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q2",
              prompt: {
                en: "Why should a failed transaction not be shown by a red colour alone?",
                ml: "പരാജയപ്പെട്ട ഇടപാട് ചുവപ്പ് നിറം കൊണ്ട് മാത്രം കാണിക്കരുതാത്തത് എന്തുകൊണ്ട്?",
                ar: "لماذا لا ينبغي إظهار المعاملة الفاشلة باللون الأحمر وحده؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Some people cannot tell red from green, so add an icon and a text label",
                    ml: "ചിലർക്ക് ചുവപ്പും പച്ചയും തിരിച്ചറിയാൻ കഴിയില്ല, അതിനാൽ ഒരു ഐക്കണും ടെക്സ്റ്റ് ലേബലും ചേർക്കുക",
                    ar: "لأن بعض الناس لا يميّزون الأحمر من الأخضر، فأضف أيقونة وتسمية نصية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Red costs more gas to display",
                    ml: "ചുവപ്പ് കാണിക്കാൻ കൂടുതൽ ഗ്യാസ് വേണം",
                    ar: "لأن عرض اللون الأحمر يستهلك غازًا أكثر",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Wallets block the colour red",
                    ml: "വാലറ്റുകൾ ചുവപ്പ് നിറം തടയുന്നു",
                    ar: "لأن المحافظ تحجب اللون الأحمر",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which of these are design tokens? (Choose all that apply.)",
                ml: "ഇവയിൽ ഏതൊക്കെയാണ് ഡിസൈൻ ടോക്കണുകൾ? (ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.)",
                ar: "أيٌّ مما يلي رموز تصميم (design tokens)؟ (اختر كل ما ينطبق.)",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A named colour such as color.primary = #3B5BDB",
                    ml: "color.primary = #3B5BDB പോലുള്ള പേരുള്ള ഒരു നിറം",
                    ar: "لون مسمّى مثل color.primary = #3B5BDB",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A named spacing step such as space.4 = 16px",
                    ml: "space.4 = 16px പോലുള്ള പേരുള്ള ഒരു അകല അളവ്",
                    ar: "درجة تباعد مسمّاة مثل space.4 = 16px",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A cryptocurrency issued by the design team",
                    ml: "ഡിസൈൻ ടീം പുറത്തിറക്കുന്ന ഒരു ക്രിപ്‌റ്റോകറൻസി",
                    ar: "عملة مشفّرة يصدرها فريق التصميم",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "How should a dApp show a wallet address in a list?",
                ml: "ഒരു ലിസ്റ്റിൽ dApp വാലറ്റ് വിലാസം എങ്ങനെ കാണിക്കണം?",
                ar: "كيف ينبغي أن يعرض التطبيق اللامركزي عنوان المحفظة في قائمة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Only its first four characters, with no way to see the rest",
                    ml: "ആദ്യത്തെ നാല് അക്ഷരങ്ങൾ മാത്രം, ബാക്കി കാണാൻ ഒരു വഴിയുമില്ലാതെ",
                    ar: "أول أربعة أحرف فقط، دون أي طريقة لرؤية الباقي",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Shortened in the middle (0x12ab…89cd), with a copy button and a way to see it whole",
                    ml: "നടുവിൽ ചുരുക്കി (0x12ab…89cd), കോപ്പി ബട്ടണും മുഴുവനായി കാണാനുള്ള വഴിയും സഹിതം",
                    ar: "مختصرًا من الوسط (0x12ab…89cd)، مع زر نسخ وطريقة لرؤيته كاملًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "As an image, so that it cannot be copied",
                    ml: "പകർത്താൻ കഴിയാത്ത വിധം ഒരു ചിത്രമായി",
                    ar: "كصورة حتى لا يمكن نسخه",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q5",
              prompt: {
                en: "What helps a developer build your design correctly? (Choose all that apply.)",
                ml: "നിങ്ങളുടെ ഡിസൈൻ ശരിയായി നിർമ്മിക്കാൻ ഒരു ഡെവലപ്പറെ സഹായിക്കുന്നത് എന്ത്? (ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.)",
                ar: "ما الذي يساعد المطوّر على بناء تصميمك بشكل صحيح؟ (اختر كل ما ينطبق.)",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Every state of each component drawn, including loading, error and empty",
                    ml: "ഓരോ ഘടകത്തിന്റെയും എല്ലാ നിലകളും വരച്ചിരിക്കുന്നത്, loading, error, empty ഉൾപ്പെടെ",
                    ar: "رسم كل حالات كل مكوّن، بما فيها التحميل والخطأ والحالة الفارغة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Token and component names that match the names used in the code",
                    ml: "കോഡിൽ ഉപയോഗിക്കുന്ന പേരുകളുമായി പൊരുത്തപ്പെടുന്ന ടോക്കൺ, ഘടക പേരുകൾ",
                    ar: "أسماء لرموز التصميم والمكوّنات تطابق الأسماء المستخدمة في الشيفرة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "One flattened image of each screen, with no notes",
                    ml: "കുറിപ്പുകളൊന്നുമില്ലാതെ ഓരോ സ്ക്രീനിന്റെയും പരന്ന ഒരു ചിത്രം",
                    ar: "صورة مسطّحة واحدة لكل شاشة دون أي ملاحظات",
                  },
                },
              ],
              correct: ["a", "b"],
            },
          ],
        },
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Build the system",
          ml: "സിസ്റ്റം നിർമ്മിക്കുക",
          ar: "ابنِ النظام",
        },
        description: {
          en: "In Figma's free plan or Penpot, set up colour, type and spacing tokens (as variables or styles), then build components with all their states: a primary and a secondary button, a wallet address chip, a token amount input, and a transaction status badge (pending, confirmed and failed, each with an icon and a word). Rebuild one screen of your Mission 3 flow using only these components.",
          ml: "Figma-യുടെ സൗജന്യ പ്ലാനിലോ Penpot-ലോ നിറം, ടൈപ്പ്, അകലം എന്നിവയ്ക്കുള്ള ടോക്കണുകൾ (variables അല്ലെങ്കിൽ styles ആയി) സജ്ജമാക്കുക, തുടർന്ന് എല്ലാ നിലകളോടും കൂടിയ ഘടകങ്ങൾ നിർമ്മിക്കുക: ഒരു പ്രൈമറി ബട്ടണും ഒരു സെക്കൻഡറി ബട്ടണും, വാലറ്റ് വിലാസ ചിപ്പ്, ടോക്കൺ തുക നൽകാനുള്ള ഇൻപുട്ട്, ഇടപാട് നില ബാഡ്ജ് (pending, confirmed, failed, ഓരോന്നും ഐക്കണും വാക്കും സഹിതം). ഈ ഘടകങ്ങൾ മാത്രം ഉപയോഗിച്ച് മിഷൻ 3-ലെ നിങ്ങളുടെ പ്രവാഹത്തിലെ ഒരു സ്ക്രീൻ വീണ്ടും നിർമ്മിക്കുക.",
          ar: "في الخطة المجانية من Figma أو في Penpot، أعدّ رموز التصميم للألوان والخطوط والتباعد (كمتغيرات أو أنماط)، ثم ابنِ مكوّنات بكل حالاتها: زرًا أساسيًا وزرًا ثانويًا، وشريحة لعنوان المحفظة، وحقل إدخال لمبلغ الرمز، وشارة لحالة المعاملة (قيد الانتظار، ومؤكدة، وفاشلة، لكل منها أيقونة وكلمة). ثم أعد بناء شاشة واحدة من تدفق المهمة 3 باستخدام هذه المكوّنات وحدها.",
        },
        asks: {
          en: "A view link to your design system file.",
          ml: "നിങ്ങളുടെ ഡിസൈൻ സിസ്റ്റം ഫയലിന്റെ വ്യൂ ലിങ്ക്.",
          ar: "رابط عرض لملف نظام التصميم.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Check accessibility",
          ml: "പ്രവേശനക്ഷമത പരിശോധിക്കുക",
          ar: "افحص الإتاحة",
        },
        description: {
          en: "Check every text and icon colour pair with the free WebAIM Contrast Checker, then open your file in Chrome and use DevTools' vision deficiency emulation (in the Rendering panel) to see the screen as someone with colour blindness would. Check that every interactive component has a visible focus state. Fix what fails and list what you changed.",
          ml: "ഓരോ ടെക്സ്റ്റ്, ഐക്കൺ നിറ ജോഡിയും സൗജന്യ WebAIM Contrast Checker-ൽ പരിശോധിക്കുക, തുടർന്ന് നിങ്ങളുടെ ഫയൽ Chrome-ൽ തുറന്ന് DevTools-ലെ vision deficiency emulation (Rendering പാനലിൽ) ഉപയോഗിച്ച് വർണ്ണാന്ധതയുള്ള ഒരാൾ കാണുന്നതുപോലെ സ്ക്രീൻ കാണുക. ഇടപെടാവുന്ന ഓരോ ഘടകത്തിനും ദൃശ്യമായ ഫോക്കസ് നില ഉണ്ടെന്ന് ഉറപ്പാക്കുക. പരാജയപ്പെട്ടവ ശരിയാക്കി നിങ്ങൾ മാറ്റിയതെല്ലാം പട്ടികപ്പെടുത്തുക.",
          ar: "افحص كل زوج من ألوان النص والأيقونات بأداة WebAIM Contrast Checker المجانية، ثم افتح ملفك في Chrome واستخدم محاكاة قصور الرؤية في أدوات المطوّر (في لوحة Rendering) لترى الشاشة كما يراها شخص مصاب بعمى الألوان. تأكد من أن لكل مكوّن تفاعلي حالة تركيز مرئية. أصلح ما يفشل، واذكر ما غيّرته.",
        },
        asks: {
          en: "The colour pairs you checked with their contrast ratios, and what you fixed.",
          ml: "നിങ്ങൾ പരിശോധിച്ച നിറ ജോഡികളും അവയുടെ കോൺട്രാസ്റ്റ് അനുപാതങ്ങളും, നിങ്ങൾ ശരിയാക്കിയതും.",
          ar: "أزواج الألوان التي فحصتها مع نسب تباينها، وما أصلحته.",
        },
        link: "none",
        text: "required",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Hand it to a developer",
          ml: "ഒരു ഡെവലപ്പർക്ക് കൈമാറുക",
          ar: "سلّمه لمطوّر",
        },
        description: {
          en: "Write a handoff page in Notion, a Google Doc or a GitHub README: the tokens with their values, each component with its states and behaviour (what happens when the user rejects in the wallet, when a name is too long, when the wallet is on the wrong network), and links to the frames. Ask a Developer-journey member of your club, or a developer friend, to read it and tell you one thing that was unclear. Fix it and note what it was.",
          ml: "Notion, Google Doc അല്ലെങ്കിൽ GitHub README-ൽ ഒരു കൈമാറ്റ പേജ് എഴുതുക: മൂല്യങ്ങളോടുകൂടിയ ടോക്കണുകൾ, ഓരോ ഘടകവും അതിന്റെ നിലകളും പെരുമാറ്റവും (ഉപയോക്താവ് വാലറ്റിൽ നിരസിക്കുമ്പോൾ, ഒരു പേര് വളരെ നീളമുള്ളപ്പോൾ, വാലറ്റ് തെറ്റായ നെറ്റ്‌വർക്കിലായിരിക്കുമ്പോൾ എന്ത് സംഭവിക്കും), ഫ്രെയിമുകളിലേക്കുള്ള ലിങ്കുകൾ. നിങ്ങളുടെ ക്ലബ്ബിലെ ഡെവലപ്പർ യാത്രയിലുള്ള ഒരു അംഗത്തോടോ ഡെവലപ്പറായ ഒരു സുഹൃത്തിനോടോ അത് വായിച്ച് വ്യക്തമല്ലാത്ത ഒരു കാര്യം പറയാൻ ആവശ്യപ്പെടുക. അത് ശരിയാക്കി, അത് എന്തായിരുന്നുവെന്ന് കുറിക്കുക.",
          ar: "اكتب صفحة تسليم في Notion أو مستند Google أو ملف README على GitHub: رموز التصميم مع قيمها، وكل مكوّن مع حالاته وسلوكه (ماذا يحدث حين يرفض المستخدم في المحفظة، أو حين يكون الاسم طويلًا جدًا، أو حين تكون المحفظة على شبكة خاطئة)، وروابط الإطارات. اطلب من عضو في ناديك يسلك رحلة المطوّر، أو من صديق مطوّر، أن يقرأها ويخبرك بشيء واحد لم يكن واضحًا. أصلحه ودوّن ما كان.",
        },
        asks: {
          en: "A link to your handoff page, and the unclear point your reader found with how you fixed it.",
          ml: "നിങ്ങളുടെ കൈമാറ്റ പേജിന്റെ ലിങ്ക്, ഒപ്പം വായനക്കാരൻ കണ്ടെത്തിയ അവ്യക്തമായ കാര്യവും നിങ്ങൾ അത് എങ്ങനെ ശരിയാക്കി എന്നതും.",
          ar: "رابط صفحة التسليم، والنقطة غير الواضحة التي وجدها قارئك وكيف أصلحتها.",
        },
        link: "required",
        text: "required",
      },
    ],
  },
  {
    id: "designer-7",
    journeySlug: "designer",
    number: 7,
    name: {
      en: "Mission 7: Present your design decisions",
      ml: "മിഷൻ 7: നിങ്ങളുടെ ഡിസൈൻ തീരുമാനങ്ങൾ അവതരിപ്പിക്കുക",
      ar: "المهمة 7: اعرض قرارات تصميمك",
    },
    objective: {
      en: "Walk a room through one of your designs in five minutes, explaining your decisions and their trade-offs, and give and receive critique that improves the work.",
      ml: "നിങ്ങളുടെ ഒരു ഡിസൈൻ അഞ്ച് മിനിറ്റിൽ ഒരു സദസ്സിന് വിശദീകരിക്കാനും, തീരുമാനങ്ങളും അവയിലെ വിട്ടുവീഴ്ചകളും വ്യക്തമാക്കാനും, സൃഷ്ടി മെച്ചപ്പെടുത്തുന്ന വിമർശനം നൽകാനും സ്വീകരിക്കാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من شرح أحد تصاميمك للحاضرين في خمس دقائق، موضحًا قراراتك ومفاضلاتها، ومن تقديم نقد يحسّن العمل وتلقّيه.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: how a design walk-through works",
          ml: "വായന: ഒരു ഡിസൈൻ വിശദീകരണം എങ്ങനെ",
          ar: "اقرأ: كيف يكون شرح التصميم",
        },
        description: {
          en: "A good five-minute walk-through follows the story of the problem, not the order of your screens: who the user is and what they were trying to do, the constraint that shaped the work, two or three decisions with the option you rejected and why, and what you would test next. Useful critique is tied to the goal ('the fee appears only after Confirm; could users be surprised?'), not to taste ('I don't like blue'). When you receive it, listen, write it down, ask what they mean, and decide later.",
          ml: "നല്ല അഞ്ച് മിനിറ്റ് വിശദീകരണം സ്ക്രീനുകളുടെ ക്രമമല്ല, പ്രശ്നത്തിന്റെ കഥയാണ് പിന്തുടരുന്നത്: ഉപയോക്താവ് ആരാണ്, അവർ എന്താണ് ചെയ്യാൻ ശ്രമിച്ചത്, സൃഷ്ടിയെ രൂപപ്പെടുത്തിയ പരിമിതി, നിങ്ങൾ ഉപേക്ഷിച്ച ഓപ്ഷനും അതിന്റെ കാരണവും സഹിതം രണ്ടോ മൂന്നോ തീരുമാനങ്ങൾ, അടുത്തതായി നിങ്ങൾ എന്ത് പരീക്ഷിക്കും. ഉപകാരപ്രദമായ വിമർശനം അഭിരുചിയുമായല്ല ('എനിക്ക് നീല ഇഷ്ടമല്ല'), ലക്ഷ്യവുമായാണ് ബന്ധപ്പെട്ടിരിക്കുന്നത് ('Confirm-നു ശേഷം മാത്രമാണ് ഫീസ് കാണുന്നത്; ഉപയോക്താക്കൾ അമ്പരക്കുമോ?'). അത് ലഭിക്കുമ്പോൾ ശ്രദ്ധിച്ചു കേൾക്കുക, എഴുതിവെക്കുക, ഉദ്ദേശിച്ചത് എന്താണെന്ന് ചോദിക്കുക, പിന്നീട് തീരുമാനിക്കുക.",
          ar: "يتبع الشرح الجيد في خمس دقائق قصة المشكلة لا ترتيب الشاشات: من المستخدم وما الذي كان يحاول فعله، والقيد الذي شكّل العمل، وقراران أو ثلاثة مع الخيار الذي رفضته وسبب رفضه، وما ستختبره بعد ذلك. النقد المفيد يرتبط بالهدف («الرسوم لا تظهر إلا بعد زر التأكيد؛ هل سيُفاجأ المستخدمون؟») لا بالذوق («لا يعجبني اللون الأزرق»). وحين تتلقّاه، أنصت ودوّنه واسأل عمّا يقصده صاحبه، ثم قرّر لاحقًا.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: presenting and critique",
          ml: "ക്വിസ്: അവതരണവും വിമർശനവും",
          ar: "اختبار: العرض والنقد",
        },
        description: {
          en: "Four questions on walk-throughs and critique. Three right answers pass.",
          ml: "ഡിസൈൻ വിശദീകരണത്തെയും വിമർശനത്തെയും കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾ. മൂന്ന് ശരിയുത്തരങ്ങൾ ഉണ്ടെങ്കിൽ വിജയിക്കും.",
          ar: "أربعة أسئلة عن شرح التصميم والنقد. تكفي ثلاث إجابات صحيحة للنجاح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Which piece of feedback is most useful to a designer?",
                ml: "ഒരു ഡിസൈനർക്ക് ഏറ്റവും ഉപകാരപ്രദമായ അഭിപ്രായം ഏതാണ്?",
                ar: "أيّ ملاحظة هي الأنفع للمصمم؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "I don't like the colour.",
                    ml: "എനിക്ക് ആ നിറം ഇഷ്ടമല്ല.",
                    ar: "لا يعجبني اللون.",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The fee shows only after Confirm, so a first-time user may be surprised; could it come earlier?",
                    ml: "Confirm-നു ശേഷം മാത്രമാണ് ഫീസ് കാണുന്നത്, അതിനാൽ ആദ്യമായി ഉപയോഗിക്കുന്നയാൾ അമ്പരന്നേക്കാം; അത് നേരത്തെ കാണിക്കാമോ?",
                    ar: "الرسوم لا تظهر إلا بعد التأكيد، فقد يُفاجأ المستخدم الجديد؛ هل يمكن إظهارها قبل ذلك؟",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Looks fine to me.",
                    ml: "എനിക്ക് കുഴപ്പമൊന്നും തോന്നുന്നില്ല.",
                    ar: "يبدو جيدًا في نظري.",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q2",
              prompt: {
                en: "What should a five-minute design walk-through start with?",
                ml: "അഞ്ച് മിനിറ്റ് ഡിസൈൻ വിശദീകരണം എന്തുകൊണ്ടാണ് തുടങ്ങേണ്ടത്?",
                ar: "بماذا ينبغي أن يبدأ شرح التصميم في خمس دقائق؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A list of every tool and plugin you used",
                    ml: "നിങ്ങൾ ഉപയോഗിച്ച എല്ലാ ടൂളുകളുടെയും പ്ലഗിനുകളുടെയും പട്ടിക",
                    ar: "قائمة بكل الأدوات والإضافات التي استخدمتها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The user and the problem they were trying to solve",
                    ml: "ഉപയോക്താവും അവർ പരിഹരിക്കാൻ ശ്രമിച്ച പ്രശ്നവും",
                    ar: "المستخدم والمشكلة التي كان يحاول حلّها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The hex code of every colour",
                    ml: "എല്ലാ നിറങ്ങളുടെയും ഹെക്സ് കോഡ്",
                    ar: "الرمز الست عشري لكل لون",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q3",
              prompt: {
                en: "Why show an option you rejected?",
                ml: "നിങ്ങൾ ഉപേക്ഷിച്ച ഒരു ഓപ്ഷൻ കാണിക്കുന്നത് എന്തിന്?",
                ar: "لماذا تعرض خيارًا رفضته؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It shows your reasoning and the trade-off you made",
                    ml: "അത് നിങ്ങളുടെ ചിന്താരീതിയും നിങ്ങൾ നടത്തിയ വിട്ടുവീഴ്ചയും കാണിക്കുന്നു",
                    ar: "لأنه يُظهر طريقة تفكيرك والمفاضلة التي أجريتها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It fills the time when you have little to say",
                    ml: "പറയാൻ കാര്യമായി ഒന്നുമില്ലാത്തപ്പോൾ അത് സമയം നിറയ്ക്കുന്നു",
                    ar: "لأنه يملأ الوقت حين لا يكون لديك الكثير لتقوله",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It proves the audience's ideas would not work",
                    ml: "സദസ്സിന്റെ ആശയങ്ങൾ പ്രവർത്തിക്കില്ലെന്ന് അത് തെളിയിക്കുന്നു",
                    ar: "لأنه يثبت أن أفكار الحاضرين لن تنجح",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "A listener criticises your main decision. What is the best response in the moment?",
                ml: "ഒരു ശ്രോതാവ് നിങ്ങളുടെ പ്രധാന തീരുമാനത്തെ വിമർശിക്കുന്നു. ആ നിമിഷം ഏറ്റവും നല്ല പ്രതികരണം ഏതാണ്?",
                ar: "انتقد أحد المستمعين قرارك الرئيسي. ما أفضل ردّ في تلك اللحظة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Defend the decision until they agree",
                    ml: "അവർ സമ്മതിക്കുന്നതുവരെ തീരുമാനത്തെ ന്യായീകരിക്കുക",
                    ar: "الدفاع عن القرار حتى يوافق",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Thank them, ask what problem they see, and note it to decide later",
                    ml: "നന്ദി പറയുക, അവർ കാണുന്ന പ്രശ്നം എന്താണെന്ന് ചോദിക്കുക, പിന്നീട് തീരുമാനിക്കാൻ അത് കുറിച്ചുവെക്കുക",
                    ar: "شكره، وسؤاله عن المشكلة التي يراها، وتدوينها لتقرّر لاحقًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Change the design on the spot",
                    ml: "അപ്പോൾത്തന്നെ ഡിസൈൻ മാറ്റുക",
                    ar: "تغيير التصميم في الحال",
                  },
                },
              ],
              correct: ["b"],
            },
          ],
        },
      },
      {
        stepId: "3",
        kind: "text",
        name: {
          en: "Prepare and rehearse",
          ml: "തയ്യാറെടുക്കുക, പരിശീലിക്കുക",
          ar: "استعدّ وتدرّب",
        },
        description: {
          en: "Pick one design from Missions 3 to 6 and make five to seven slides in Google Slides or Canva's free plan: the user and the problem, the constraint, two or three decisions each with a before-and-after or a rejected option, and what you would test next. Write one specific question to ask the audience at the end. Rehearse aloud with a timer at least twice, and record one run on your phone to check your pace.",
          ml: "മിഷൻ 3 മുതൽ 6 വരെയുള്ളവയിൽ നിന്ന് ഒരു ഡിസൈൻ തിരഞ്ഞെടുത്ത് Google Slides-ലോ Canva-യുടെ സൗജന്യ പ്ലാനിലോ അഞ്ച് മുതൽ ഏഴ് വരെ സ്ലൈഡുകൾ തയ്യാറാക്കുക: ഉപയോക്താവും പ്രശ്നവും, പരിമിതി, മുമ്പും ശേഷവും അല്ലെങ്കിൽ ഉപേക്ഷിച്ച ഓപ്ഷൻ സഹിതം രണ്ടോ മൂന്നോ തീരുമാനങ്ങൾ, അടുത്തതായി നിങ്ങൾ എന്ത് പരീക്ഷിക്കും. അവസാനം സദസ്സിനോട് ചോദിക്കാൻ കൃത്യമായ ഒരു ചോദ്യം എഴുതുക. ടൈമർ വെച്ച് കുറഞ്ഞത് രണ്ടുതവണ ഉറക്കെ പരിശീലിക്കുക, വേഗം പരിശോധിക്കാൻ ഒരു തവണ ഫോണിൽ റെക്കോർഡ് ചെയ്യുക.",
          ar: "اختر تصميمًا واحدًا من المهمات 3 إلى 6، وأعدّ من خمس إلى سبع شرائح في Google Slides أو في الخطة المجانية من Canva: المستخدم والمشكلة، والقيد، وقراران أو ثلاثة لكل منها مقارنة قبل وبعد أو خيار مرفوض، وما ستختبره بعد ذلك. اكتب سؤالًا محددًا تطرحه على الحاضرين في النهاية. تدرّب بصوت عالٍ مع مؤقّت مرتين على الأقل، وسجّل محاولة واحدة بهاتفك لتتحقق من سرعة إلقائك.",
        },
      },
      {
        stepId: "4",
        kind: "speech",
        name: {
          en: "Deliver your design walk-through",
          ml: "നിങ്ങളുടെ ഡിസൈൻ വിശദീകരണം അവതരിപ്പിക്കുക",
          ar: "قدّم شرح تصميمك",
        },
        description: {
          en: "Book a speech slot at your club meeting and deliver a 4 to 6 minute walk-through of your design. Cover the user and the problem, two or three decisions with their trade-offs, and what you learned, then ask your question. Your club's timer and evaluator will record the time and the feedback.",
          ml: "ക്ലബ് മീറ്റിംഗിൽ ഒരു പ്രസംഗ സ്ലോട്ട് ബുക്ക് ചെയ്ത് നിങ്ങളുടെ ഡിസൈനിനെക്കുറിച്ച് 4 മുതൽ 6 വരെ മിനിറ്റുള്ള ഒരു വിശദീകരണം അവതരിപ്പിക്കുക. ഉപയോക്താവും പ്രശ്നവും, വിട്ടുവീഴ്ചകളോടുകൂടിയ രണ്ടോ മൂന്നോ തീരുമാനങ്ങൾ, നിങ്ങൾ പഠിച്ചത് എന്നിവ ഉൾപ്പെടുത്തി, തുടർന്ന് നിങ്ങളുടെ ചോദ്യം ചോദിക്കുക. ക്ലബ്ബിന്റെ ടൈമറും ഇവാലുവേറ്ററും സമയവും അഭിപ്രായങ്ങളും രേഖപ്പെടുത്തും.",
          ar: "احجز فقرة خطاب في اجتماع ناديك، وقدّم شرحًا لتصميمك مدته من 4 إلى 6 دقائق. تناول المستخدم والمشكلة، وقرارين أو ثلاثة مع مفاضلاتها، وما تعلّمته، ثم اطرح سؤالك. سيسجّل مؤقّت النادي ومقيّمه الوقت والملاحظات.",
        },
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Collect the critique",
          ml: "വിമർശനങ്ങൾ ശേഖരിക്കുക",
          ar: "اجمع النقد",
        },
        description: {
          en: "During or after the meeting, collect written feedback from at least three people, in person or in your club's Discord or WhatsApp group, in the form 'I like… / I wonder… / What if…'. Sort what you heard into what you will change, what you will test and what you will keep.",
          ml: "മീറ്റിംഗിനിടയിലോ ശേഷമോ, നേരിട്ടോ ക്ലബ്ബിന്റെ Discord അല്ലെങ്കിൽ WhatsApp ഗ്രൂപ്പിലോ, 'എനിക്ക് ഇഷ്ടപ്പെട്ടത്… / ഞാൻ ആലോചിക്കുന്നത്… / ഇങ്ങനെ ആയാലോ…' എന്ന രീതിയിൽ കുറഞ്ഞത് മൂന്നുപേരിൽ നിന്ന് എഴുതിയ അഭിപ്രായങ്ങൾ ശേഖരിക്കുക. കേട്ടവയെ നിങ്ങൾ മാറ്റുന്നവ, പരീക്ഷിക്കുന്നവ, നിലനിർത്തുന്നവ എന്നിങ്ങനെ തരംതിരിക്കുക.",
          ar: "أثناء الاجتماع أو بعده، اجمع ملاحظات مكتوبة من ثلاثة أشخاص على الأقل، وجهًا لوجه أو في مجموعة ناديك على Discord أو WhatsApp، بصيغة «أعجبني… / أتساءل… / ماذا لو…». صنّف ما سمعته إلى ما ستغيّره وما ستختبره وما ستُبقي عليه.",
        },
        asks: {
          en: "A summary of the feedback from at least three people, sorted into change, test and keep, and, if you wish, a link to your slides.",
          ml: "കുറഞ്ഞത് മൂന്നുപേരുടെ അഭിപ്രായങ്ങളുടെ സംഗ്രഹം, മാറ്റുക, പരീക്ഷിക്കുക, നിലനിർത്തുക എന്നിങ്ങനെ തരംതിരിച്ചത്; താൽപര്യമുണ്ടെങ്കിൽ നിങ്ങളുടെ സ്ലൈഡുകളുടെ ലിങ്കും.",
          ar: "ملخص لملاحظات ثلاثة أشخاص على الأقل، مصنّفة إلى: نغيّر، ونختبر، ونُبقي، ورابط شرائحك إن شئت.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "What presenting taught you",
          ml: "അവതരണം നിങ്ങളെ പഠിപ്പിച്ചത്",
          ar: "ما علّمك إياه العرض",
        },
        description: {
          en: "What changed between your rehearsal and the real talk, which piece of critique was hardest to hear, and what will you do differently the next time you present a design? Answer in your own words, with an example from the meeting.",
          ml: "നിങ്ങളുടെ പരിശീലനത്തിനും യഥാർത്ഥ അവതരണത്തിനും ഇടയിൽ എന്ത് മാറി, കേൾക്കാൻ ഏറ്റവും പ്രയാസമായ വിമർശനം ഏതായിരുന്നു, അടുത്ത തവണ ഒരു ഡിസൈൻ അവതരിപ്പിക്കുമ്പോൾ നിങ്ങൾ എന്ത് വ്യത്യസ്തമായി ചെയ്യും? മീറ്റിംഗിൽ നിന്നുള്ള ഒരു ഉദാഹരണത്തോടെ നിങ്ങളുടെ സ്വന്തം വാക്കുകളിൽ ഉത്തരം എഴുതുക.",
          ar: "ما الذي تغيّر بين تدريبك والعرض الفعلي، وأيّ نقد كان الأصعب على سمعك، وماذا ستفعل بشكل مختلف في المرة القادمة التي تعرض فيها تصميمًا؟ أجب بكلماتك الخاصة، مع مثال من الاجتماع.",
        },
        minLength: 250,
      },
    ],
  },
  {
    id: "designer-8",
    journeySlug: "designer",
    number: 8,
    name: {
      en: "Mission 8: Portfolio and applications",
      ml: "മിഷൻ 8: പോർട്ട്‌ഫോളിയോയും അപേക്ഷകളും",
      ar: "المهمة 8: ملف الأعمال والتقدّم للوظائف",
    },
    objective: {
      en: "Publish two case studies in a free portfolio, present your work aloud, and apply for Web3 design work safely.",
      ml: "ഒരു സൗജന്യ പോർട്ട്‌ഫോളിയോയിൽ രണ്ട് കേസ് സ്റ്റഡികൾ പ്രസിദ്ധീകരിക്കാനും, നിങ്ങളുടെ സൃഷ്ടികൾ ഉറക്കെ അവതരിപ്പിക്കാനും, Web3 ഡിസൈൻ ജോലികൾക്ക് സുരക്ഷിതമായി അപേക്ഷിക്കാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من نشر دراستَي حالة في ملف أعمال مجاني، وعرض أعمالك بصوت عالٍ، والتقدّم لأعمال التصميم في Web3 بأمان.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: case studies and where Web3 design work is",
          ml: "വായന: കേസ് സ്റ്റഡികളും Web3 ഡിസൈൻ ജോലികൾ എവിടെയെന്നും",
          ar: "اقرأ: دراسات الحالة وأين تجد أعمال التصميم في Web3",
        },
        description: {
          en: "A case study tells the story of one project: the context and your role, the problem, your process, the key decisions with reasons, the result, and what you would do next; label personal or concept work honestly as such. Web3 studios and DAOs post roles and paid contributions on their websites, forums and Discord servers, and on job boards such as web3.career and CryptoJobsList. Learn the common scams: a real employer never asks you to pay, to share a recovery phrase, to connect your wallet or sign a transaction as a 'test', or to download and run a file to join an interview.",
          ml: "ഒരു കേസ് സ്റ്റഡി ഒരു പ്രോജക്റ്റിന്റെ കഥ പറയുന്നു: പശ്ചാത്തലവും നിങ്ങളുടെ പങ്കും, പ്രശ്നം, നിങ്ങളുടെ പ്രക്രിയ, കാരണങ്ങളോടുകൂടിയ പ്രധാന തീരുമാനങ്ങൾ, ഫലം, അടുത്തതായി നിങ്ങൾ എന്ത് ചെയ്യും; വ്യക്തിപരമായ അല്ലെങ്കിൽ കൺസെപ്റ്റ് സൃഷ്ടികളെ സത്യസന്ധമായി അങ്ങനെ തന്നെ രേഖപ്പെടുത്തുക. Web3 സ്റ്റുഡിയോകളും DAO-കളും അവരുടെ വെബ്സൈറ്റുകളിലും ഫോറങ്ങളിലും Discord സെർവറുകളിലും web3.career, CryptoJobsList പോലുള്ള ജോബ് ബോർഡുകളിലും ജോലികളും പ്രതിഫലമുള്ള സംഭാവനകളും പ്രസിദ്ധീകരിക്കുന്നു. സാധാരണ തട്ടിപ്പുകൾ മനസ്സിലാക്കുക: യഥാർത്ഥ തൊഴിലുടമ ഒരിക്കലും പണം നൽകാനോ റിക്കവറി ഫ്രേസ് പങ്കുവെക്കാനോ 'ടെസ്റ്റ്' എന്ന പേരിൽ വാലറ്റ് ബന്ധിപ്പിക്കാനോ ഇടപാട് സൈൻ ചെയ്യാനോ ഇന്റർവ്യൂവിൽ പങ്കെടുക്കാൻ ഒരു ഫയൽ ഡൗൺലോഡ് ചെയ്ത് പ്രവർത്തിപ്പിക്കാനോ ആവശ്യപ്പെടില്ല.",
          ar: "تروي دراسة الحالة قصة مشروع واحد: السياق ودورك، والمشكلة، ومنهجك، والقرارات الرئيسية مع أسبابها، والنتيجة، وما ستفعله بعد ذلك؛ وصِف الأعمال الشخصية أو التصوّرية بصدق على حقيقتها. تنشر استوديوهات Web3 والمنظمات اللامركزية الوظائف والمساهمات المدفوعة على مواقعها ومنتدياتها وخوادم Discord الخاصة بها، وعلى لوحات وظائف مثل web3.career وCryptoJobsList. تعرّف على عمليات الاحتيال الشائعة: صاحب العمل الحقيقي لا يطلب منك أبدًا أن تدفع مالًا، أو تشارك عبارة الاسترداد، أو تربط محفظتك أو توقّع معاملة بوصفها «اختبارًا»، أو تنزّل ملفًا وتشغّله لتنضم إلى مقابلة.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: portfolios and applications",
          ml: "ക്വിസ്: പോർട്ട്‌ഫോളിയോകളും അപേക്ഷകളും",
          ar: "اختبار: ملفات الأعمال والتقدّم للوظائف",
        },
        description: {
          en: "Answer four questions on case studies, scams and where to find work. You need three right to pass.",
          ml: "കേസ് സ്റ്റഡികൾ, തട്ടിപ്പുകൾ, ജോലി കണ്ടെത്താനുള്ള ഇടങ്ങൾ എന്നിവയെക്കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. വിജയിക്കാൻ മൂന്നെണ്ണം ശരിയാകണം.",
          ar: "أجب عن أربعة أسئلة عن دراسات الحالة والاحتيال وأماكن العثور على العمل. تحتاج إلى ثلاث إجابات صحيحة لتنجح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Which belong in a design case study? (Choose all that apply.)",
                ml: "ഒരു ഡിസൈൻ കേസ് സ്റ്റഡിയിൽ ഉൾപ്പെടേണ്ടവ ഏതൊക്കെ? (ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.)",
                ar: "ما الذي ينبغي أن تتضمنه دراسة حالة تصميمية؟ (اختر كل ما ينطبق.)",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The problem and who it was for",
                    ml: "പ്രശ്നവും അത് ആർക്കുവേണ്ടിയായിരുന്നു എന്നതും",
                    ar: "المشكلة ومن كان الحل موجّهًا إليه",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Your role and your key decisions, with reasons",
                    ml: "നിങ്ങളുടെ പങ്കും കാരണങ്ങളോടുകൂടിയ പ്രധാന തീരുമാനങ്ങളും",
                    ar: "دورك وقراراتك الرئيسية مع أسبابها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Only the final screens, with no explanation",
                    ml: "വിശദീകരണമില്ലാതെ അന്തിമ സ്ക്രീനുകൾ മാത്രം",
                    ar: "الشاشات النهائية فقط دون أي شرح",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q2",
              prompt: {
                en: "A 'recruiter' asks you to download and run a project, or to connect your wallet, as part of an interview task. What should you do?",
                ml: "ഇന്റർവ്യൂ ടാസ്കിന്റെ ഭാഗമായി ഒരു പ്രോജക്റ്റ് ഡൗൺലോഡ് ചെയ്ത് പ്രവർത്തിപ്പിക്കാനോ വാലറ്റ് ബന്ധിപ്പിക്കാനോ ഒരു 'റിക്രൂട്ടർ' ആവശ്യപ്പെടുന്നു. നിങ്ങൾ എന്ത് ചെയ്യണം?",
                ar: "يطلب منك «مسؤول توظيف» أن تنزّل مشروعًا وتشغّله، أو أن تربط محفظتك، ضمن مهمة في المقابلة. ماذا تفعل؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Do it quickly to show you are keen",
                    ml: "താൽപര്യമുണ്ടെന്ന് കാണിക്കാൻ വേഗം ചെയ്യുക",
                    ar: "أنفّذ ذلك بسرعة لأُظهر حماسي",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Treat it as a likely scam: run nothing, sign nothing, and check the company through its official channels",
                    ml: "അതിനെ തട്ടിപ്പാകാൻ സാധ്യതയുള്ളതായി കാണുക: ഒന്നും പ്രവർത്തിപ്പിക്കരുത്, ഒന്നും സൈൻ ചെയ്യരുത്, കമ്പനിയെ അതിന്റെ ഔദ്യോഗിക മാർഗങ്ങളിലൂടെ പരിശോധിക്കുക",
                    ar: "أعدّه احتيالًا محتملًا: لا أشغّل شيئًا ولا أوقّع شيئًا، وأتحقق من الشركة عبر قنواتها الرسمية",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Send your recovery phrase so they can pay you faster",
                    ml: "അവർക്ക് വേഗം പണം നൽകാൻ കഴിയുന്നതിന് നിങ്ങളുടെ റിക്കവറി ഫ്രേസ് അയയ്ക്കുക",
                    ar: "أرسل عبارة الاسترداد ليدفعوا لي أسرع",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q3",
              prompt: {
                en: "How should you present a concept project you made during this journey?",
                ml: "ഈ യാത്രയ്ക്കിടെ നിങ്ങൾ ചെയ്ത ഒരു കൺസെപ്റ്റ് പ്രോജക്റ്റ് എങ്ങനെ അവതരിപ്പിക്കണം?",
                ar: "كيف تعرض مشروعًا تصوّريًا أنجزته خلال هذه الرحلة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Label it clearly as a concept or personal project",
                    ml: "അത് ഒരു കൺസെപ്റ്റ് അല്ലെങ്കിൽ വ്യക്തിഗത പ്രോജക്റ്റ് ആണെന്ന് വ്യക്തമായി രേഖപ്പെടുത്തുക",
                    ar: "أصفه بوضوح بأنه مشروع تصوّري أو شخصي",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Present it as paid client work",
                    ml: "പ്രതിഫലം ലഭിച്ച ക്ലയന്റ് ജോലിയായി അവതരിപ്പിക്കുക",
                    ar: "أعرضه على أنه عمل مدفوع لعميل",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Leave it out, because concept work never counts",
                    ml: "കൺസെപ്റ്റ് സൃഷ്ടികൾ ഒരിക്കലും പരിഗണിക്കപ്പെടില്ല എന്നതിനാൽ ഒഴിവാക്കുക",
                    ar: "أحذفه، لأن الأعمال التصوّرية لا تُحتسب أبدًا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Where do DAOs usually post calls for contributors?",
                ml: "DAO-കൾ സാധാരണയായി സംഭാവകരെ ക്ഷണിക്കുന്നത് എവിടെയാണ്?",
                ar: "أين تنشر المنظمات اللامركزية عادةً دعواتها للمساهمين؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "On their governance forums and Discord servers",
                    ml: "അവരുടെ ഗവേണൻസ് ഫോറങ്ങളിലും Discord സെർവറുകളിലും",
                    ar: "في منتديات الحوكمة وخوادم Discord الخاصة بها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Through agencies that charge you a fee to guarantee a role",
                    ml: "ജോലി ഉറപ്പാക്കാൻ നിങ്ങളിൽ നിന്ന് ഫീസ് ഈടാക്കുന്ന ഏജൻസികളിലൂടെ",
                    ar: "عبر وكالات تتقاضى منك رسومًا لتضمن لك دورًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Only in private messages from strangers",
                    ml: "അപരിചിതരിൽ നിന്നുള്ള സ്വകാര്യ സന്ദേശങ്ങളിൽ മാത്രം",
                    ar: "في رسائل خاصة من غرباء فقط",
                  },
                },
              ],
              correct: ["a"],
            },
          ],
        },
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Publish two case studies",
          ml: "രണ്ട് കേസ് സ്റ്റഡികൾ പ്രസിദ്ധീകരിക്കുക",
          ar: "انشر دراستَي حالة",
        },
        description: {
          en: "Turn two pieces from this journey (for example your Mission 3 flow and your Mission 6 design system) into case studies and publish them for free on Behance, Dribbble, a public Notion page or a site on GitHub Pages. Give each a clear title, a one-line summary, your process with images, and the result. Put both on one portfolio page with a short bio and a way to contact you.",
          ml: "ഈ യാത്രയിലെ രണ്ട് സൃഷ്ടികൾ (ഉദാഹരണത്തിന് മിഷൻ 3-ലെ പ്രവാഹവും മിഷൻ 6-ലെ ഡിസൈൻ സിസ്റ്റവും) കേസ് സ്റ്റഡികളാക്കി Behance, Dribbble, ഒരു പബ്ലിക് Notion പേജ്, അല്ലെങ്കിൽ GitHub Pages-ലെ ഒരു സൈറ്റ് എന്നിവയിൽ സൗജന്യമായി പ്രസിദ്ധീകരിക്കുക. ഓരോന്നിനും വ്യക്തമായ തലക്കെട്ട്, ഒറ്റവരി സംഗ്രഹം, ചിത്രങ്ങളോടുകൂടിയ നിങ്ങളുടെ പ്രക്രിയ, ഫലം എന്നിവ നൽകുക. ചെറിയ ഒരു സ്വയം പരിചയപ്പെടുത്തലും ബന്ധപ്പെടാനുള്ള വഴിയും സഹിതം രണ്ടും ഒരു പോർട്ട്‌ഫോളിയോ പേജിൽ ഉൾപ്പെടുത്തുക.",
          ar: "حوّل عملين من هذه الرحلة (مثل تدفق المهمة 3 ونظام التصميم في المهمة 6) إلى دراستَي حالة، وانشرهما مجانًا على Behance أو Dribbble أو صفحة Notion عامة أو موقع على GitHub Pages. امنح كلًّا منهما عنوانًا واضحًا وملخصًا في سطر واحد، ومنهجك مع الصور، والنتيجة. ضع الدراستين في صفحة ملف أعمال واحدة مع نبذة قصيرة عنك وطريقة للتواصل معك.",
        },
        asks: {
          en: "A link to your portfolio page showing both case studies.",
          ml: "രണ്ട് കേസ് സ്റ്റഡികളും കാണിക്കുന്ന നിങ്ങളുടെ പോർട്ട്‌ഫോളിയോ പേജിന്റെ ലിങ്ക്.",
          ar: "رابط صفحة ملف أعمالك التي تعرض دراستَي الحالة.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Present a case study aloud",
          ml: "ഒരു കേസ് സ്റ്റഡി ഉറക്കെ അവതരിപ്പിക്കുക",
          ar: "اعرض دراسة حالة بصوت عالٍ",
        },
        description: {
          en: "Present one case study aloud in three to four minutes: host it on a Discord stage or an X Space with your club, or record a screen-share video and upload it as unlisted on YouTube. Open with the problem, show two decisions and the result, and close by saying what kind of role you are looking for. Invite at least one question, live or in the comments, and answer it.",
          ml: "ഒരു കേസ് സ്റ്റഡി മൂന്നോ നാലോ മിനിറ്റിൽ ഉറക്കെ അവതരിപ്പിക്കുക: നിങ്ങളുടെ ക്ലബ്ബിനൊപ്പം ഒരു Discord സ്റ്റേജിലോ X Space-ലോ അത് നടത്തുക, അല്ലെങ്കിൽ സ്ക്രീൻ ഷെയർ ചെയ്ത് ഒരു വീഡിയോ റെക്കോർഡ് ചെയ്ത് YouTube-ൽ unlisted ആയി അപ്‌ലോഡ് ചെയ്യുക. പ്രശ്നത്തോടെ തുടങ്ങുക, രണ്ട് തീരുമാനങ്ങളും ഫലവും കാണിക്കുക, നിങ്ങൾ തേടുന്ന ജോലി ഏതുതരമാണെന്ന് പറഞ്ഞ് അവസാനിപ്പിക്കുക. തത്സമയമോ കമന്റുകളിലോ കുറഞ്ഞത് ഒരു ചോദ്യമെങ്കിലും ക്ഷണിച്ച് അതിന് ഉത്തരം നൽകുക.",
          ar: "قدّم دراسة حالة واحدة بصوت عالٍ في ثلاث إلى أربع دقائق: استضفها على منصة صوتية (stage) في Discord أو في X Space مع ناديك، أو سجّل فيديو بمشاركة الشاشة وارفعه على YouTube بوضع «غير مُدرج». ابدأ بالمشكلة، واعرض قرارين والنتيجة، واختم بنوع الدور الذي تبحث عنه. اطلب سؤالًا واحدًا على الأقل، مباشرةً أو في التعليقات، وأجب عنه.",
        },
        asks: {
          en: "A link to the recording (or to the event), and the question you were asked with a short note of your answer.",
          ml: "റെക്കോർഡിങ്ങിന്റെ (അല്ലെങ്കിൽ പരിപാടിയുടെ) ലിങ്ക്, ഒപ്പം നിങ്ങളോട് ചോദിച്ച ചോദ്യവും നിങ്ങളുടെ ഉത്തരത്തിന്റെ ചെറിയ കുറിപ്പും.",
          ar: "رابط التسجيل (أو الفعالية)، والسؤال الذي طُرح عليك مع ملاحظة قصيرة عن إجابتك.",
        },
        link: "required",
        text: "required",
        speaking: true,
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Apply",
          ml: "അപേക്ഷിക്കുക",
          ar: "تقدّم",
        },
        description: {
          en: "Find three real opportunities that fit you: a junior role at a Web3 studio, a design bounty, or a DAO's call for contributors. Write a short message for one of them that links your portfolio and names the case study most relevant to them, then send it or apply. Follow the safety rules from the reading at every step.",
          ml: "നിങ്ങൾക്ക് ചേരുന്ന മൂന്ന് യഥാർത്ഥ അവസരങ്ങൾ കണ്ടെത്തുക: ഒരു Web3 സ്റ്റുഡിയോയിലെ ജൂനിയർ ജോലി, ഒരു ഡിസൈൻ ബൗണ്ടി, അല്ലെങ്കിൽ സംഭാവകരെ ക്ഷണിക്കുന്ന ഒരു DAO. അവയിലൊന്നിനായി നിങ്ങളുടെ പോർട്ട്‌ഫോളിയോ ലിങ്ക് ചേർത്ത്, അവർക്ക് ഏറ്റവും പ്രസക്തമായ കേസ് സ്റ്റഡി പരാമർശിക്കുന്ന ഒരു ചെറിയ സന്ദേശം എഴുതി അയയ്ക്കുക, അല്ലെങ്കിൽ അപേക്ഷിക്കുക. ഓരോ ഘട്ടത്തിലും വായനയിലെ സുരക്ഷാ നിയമങ്ങൾ പാലിക്കുക.",
          ar: "ابحث عن ثلاث فرص حقيقية تناسبك: وظيفة مبتدئة في استوديو Web3، أو مكافأة تصميم (bounty)، أو دعوة مساهمين من منظمة لامركزية. اكتب لإحداها رسالة قصيرة تتضمن رابط ملف أعمالك وتذكر دراسة الحالة الأقرب إلى حاجتها، ثم أرسلها أو قدّم طلبك. التزم بقواعد الأمان الواردة في القراءة في كل خطوة.",
        },
        asks: {
          en: "The links to the three opportunities, which one you applied to, and the message you sent.",
          ml: "മൂന്ന് അവസരങ്ങളുടെയും ലിങ്കുകൾ, നിങ്ങൾ ഏതിലേക്കാണ് അപേക്ഷിച്ചത്, നിങ്ങൾ അയച്ച സന്ദേശം.",
          ar: "روابط الفرص الثلاث، وأيّها تقدّمت إليه، والرسالة التي أرسلتها.",
        },
        link: "none",
        text: "required",
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "Your next ninety days",
          ml: "നിങ്ങളുടെ അടുത്ത തൊണ്ണൂറ് ദിവസങ്ങൾ",
          ar: "أيامك التسعون القادمة",
        },
        description: {
          en: "Which kind of Web3 design work suits you best after this journey, what is the main skill gap between you and that work, and what will you do in the next ninety days to close it? Be specific about tools, people and dates.",
          ml: "ഈ യാത്രയ്ക്കു ശേഷം ഏതുതരം Web3 ഡിസൈൻ ജോലിയാണ് നിങ്ങൾക്ക് ഏറ്റവും ചേരുന്നത്, നിങ്ങൾക്കും ആ ജോലിക്കും ഇടയിലുള്ള പ്രധാന കഴിവുകുറവ് എന്താണ്, അത് നികത്താൻ അടുത്ത തൊണ്ണൂറ് ദിവസത്തിനുള്ളിൽ നിങ്ങൾ എന്ത് ചെയ്യും? ടൂളുകൾ, ആളുകൾ, തീയതികൾ എന്നിവ കൃത്യമായി പറയുക.",
          ar: "ما نوع عمل التصميم في Web3 الأنسب لك بعد هذه الرحلة، وما المهارة الأهم التي تنقصك للوصول إليه، وماذا ستفعل في الأيام التسعين القادمة لسدّ هذه الفجوة؟ كن محددًا في الأدوات والأشخاص والمواعيد.",
        },
        minLength: 300,
      },
    ],
  },
];
