import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the developer journey (issue 34). */
export const developerCurriculum: readonly CurriculumMission[] = [
  {
    id: "developer-3",
    journeySlug: "developer",
    number: 3,
    name: {
      en: "Mission 3: How blockchains work",
      ml: "മിഷൻ 3: ബ്ലോക്ക്‌ചെയിനുകൾ എങ്ങനെ പ്രവർത്തിക്കുന്നു",
      ar: "المهمة 3: كيف تعمل البلوكتشين",
    },
    objective: {
      en: "You can explain accounts, transactions, gas and blocks, and follow a transaction of your own from your wallet into a block on a public block explorer.",
      ml: "അക്കൗണ്ടുകൾ, ഇടപാടുകൾ, ഗ്യാസ്, ബ്ലോക്കുകൾ എന്നിവ വിശദീകരിക്കാനും, നിങ്ങൾ തന്നെ അയച്ച ഒരു ഇടപാട് വാലറ്റിൽ നിന്ന് ഒരു ബ്ലോക്കിൽ എത്തുന്നതുവരെ പൊതു ബ്ലോക്ക് എക്സ്പ്ലോററിൽ പിന്തുടരാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من شرح الحسابات والمعاملات والغاز والكتل، ومن تتبّع معاملة أرسلتها بنفسك من محفظتك حتى تدخل في كتلة على مستكشف كتل عام.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read how Ethereum works",
          ml: "Ethereum എങ്ങനെ പ്രവർത്തിക്കുന്നുവെന്ന് വായിക്കുക",
          ar: "اقرأ كيف يعمل إيثريوم",
        },
        description: {
          en: "Read the pages on accounts, transactions, blocks and gas in the free developer documentation at ethereum.org/developers/docs. Note what an account's nonce is, who pays for gas and how each block points to the one before it. Then open etherscan.io, click a recent block and match each field you see to your notes.",
          ml: "ethereum.org/developers/docs എന്ന സൗജന്യ ഡെവലപ്പർ ഡോക്യുമെന്റേഷനിൽ അക്കൗണ്ടുകൾ, ഇടപാടുകൾ, ബ്ലോക്കുകൾ, ഗ്യാസ് എന്നിവയെക്കുറിച്ചുള്ള പേജുകൾ വായിക്കുക. ഒരു അക്കൗണ്ടിന്റെ nonce എന്താണ്, ഗ്യാസിന് ആരാണ് പണം നൽകുന്നത്, ഓരോ ബ്ലോക്കും അതിനു മുമ്പുള്ളതിനെ എങ്ങനെ ചൂണ്ടിക്കാണിക്കുന്നു എന്നിവ കുറിച്ചുവെക്കുക. തുടർന്ന് etherscan.io തുറന്ന് അടുത്തിടെയുള്ള ഒരു ബ്ലോക്കിൽ ക്ലിക്ക് ചെയ്ത്, അവിടെ കാണുന്ന ഓരോ ഫീൽഡും നിങ്ങളുടെ കുറിപ്പുകളുമായി ഒത്തുനോക്കുക.",
          ar: "اقرأ الصفحات الخاصة بالحسابات والمعاملات والكتل والغاز في وثائق المطوّرين المجانية على ethereum.org/developers/docs. دوّن ما هو الـ nonce الخاص بالحساب، ومن يدفع رسوم الغاز، وكيف تشير كل كتلة إلى الكتلة التي قبلها. ثم افتح etherscan.io، واضغط على كتلة حديثة، وطابق كل حقل تراه مع ملاحظاتك.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: accounts, gas and blocks",
          ml: "ക്വിസ്: അക്കൗണ്ടുകൾ, ഗ്യാസ്, ബ്ലോക്കുകൾ",
          ar: "اختبار: الحسابات والغاز والكتل",
        },
        description: {
          en: "Answer five questions on your reading; four right answers pass. Some questions have more than one right answer: choose all of them. If you miss, reread the pages and try again after the wait.",
          ml: "നിങ്ങളുടെ വായനയെ അടിസ്ഥാനമാക്കി അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; നാലെണ്ണം ശരിയായാൽ വിജയിക്കും. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്: അവയെല്ലാം തിരഞ്ഞെടുക്കുക. വിജയിച്ചില്ലെങ്കിൽ പേജുകൾ വീണ്ടും വായിച്ച്, കാത്തിരിപ്പ് സമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.",
          ar: "أجب عن خمسة أسئلة حول ما قرأته؛ تنجح بأربع إجابات صحيحة. لبعض الأسئلة أكثر من إجابة صحيحة: اخترها كلها. إن لم تنجح، فأعد قراءة الصفحات وحاول مجددًا بعد فترة الانتظار.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Which statements about Ethereum accounts are true?",
                ml: "Ethereum അക്കൗണ്ടുകളെക്കുറിച്ചുള്ള ഏതെല്ലാം പ്രസ്താവനകളാണ് ശരി?",
                ar: "أيّ العبارات التالية عن حسابات إيثريوم صحيحة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "An externally owned account is controlled by whoever holds its private key",
                    ml: "ബാഹ്യ ഉടമസ്ഥതയിലുള്ള അക്കൗണ്ട് (EOA) അതിന്റെ പ്രൈവറ്റ് കീ കൈവശമുള്ളയാളാണ് നിയന്ത്രിക്കുന്നത്",
                    ar: "الحساب المملوك خارجيًا (EOA) يتحكم فيه من يملك مفتاحه الخاص",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A contract account runs its code only when a transaction or another contract calls it",
                    ml: "ഒരു ഇടപാടോ മറ്റൊരു കോൺട്രാക്റ്റോ വിളിക്കുമ്പോൾ മാത്രമാണ് കോൺട്രാക്റ്റ് അക്കൗണ്ട് അതിന്റെ കോഡ് പ്രവർത്തിപ്പിക്കുന്നത്",
                    ar: "حساب العقد لا يشغّل شيفرته إلا عندما تستدعيه معاملة أو عقد آخر",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Only externally owned accounts can hold ether",
                    ml: "ബാഹ്യ ഉടമസ്ഥതയിലുള്ള അക്കൗണ്ടുകൾക്ക് മാത്രമേ ഈതർ സൂക്ഷിക്കാൻ കഴിയൂ",
                    ar: "الحسابات المملوكة خارجيًا وحدها يمكنها الاحتفاظ بالإيثر",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "A contract account can start a transaction on its own, without being called",
                    ml: "ആരും വിളിക്കാതെ തന്നെ ഒരു കോൺട്രാക്റ്റ് അക്കൗണ്ടിന് സ്വയം ഒരു ഇടപാട് ആരംഭിക്കാൻ കഴിയും",
                    ar: "يستطيع حساب العقد أن يبدأ معاملة من تلقاء نفسه دون أن يستدعيه أحد",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q2",
              prompt: {
                en: "A transfer used 21,000 gas at an effective gas price of 10 gwei (one gwei is a billionth of an ether). What fee did it pay?",
                ml: "ഒരു കൈമാറ്റം 10 gwei എന്ന യഥാർത്ഥ ഗ്യാസ് വിലയിൽ 21,000 ഗ്യാസ് ഉപയോഗിച്ചു (ഒരു gwei എന്നത് ഒരു ഈതറിന്റെ നൂറുകോടിയിൽ ഒരു ഭാഗമാണ്). അത് എത്ര ഫീസ് നൽകി?",
                ar: "استهلك تحويلٌ 21,000 وحدة غاز بسعر غاز فعلي قدره 10 gwei (الـ gwei جزء من مليار من الإيثر). كم دفع رسومًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Exactly 0.00021 ETH",
                    ml: "കൃത്യം 0.00021 ETH",
                    ar: "0.00021 ETH بالضبط",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Exactly 0.0021 ETH",
                    ml: "കൃത്യം 0.0021 ETH",
                    ar: "0.0021 ETH بالضبط",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Exactly 0.021 ETH",
                    ml: "കൃത്യം 0.021 ETH",
                    ar: "0.021 ETH بالضبط",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What is the nonce of an externally owned account?",
                ml: "ബാഹ്യ ഉടമസ്ഥതയിലുള്ള ഒരു അക്കൗണ്ടിന്റെ nonce എന്താണ്?",
                ar: "ما هو الـ nonce الخاص بحساب مملوك خارجيًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The number of transactions the account has sent, so that each is processed once and in order",
                    ml: "അക്കൗണ്ട് അയച്ച ഇടപാടുകളുടെ എണ്ണം; ഓരോ ഇടപാടും ഒരിക്കൽ മാത്രം, ക്രമത്തിൽ പ്രോസസ്സ് ചെയ്യപ്പെടാൻ ഇത് സഹായിക്കുന്നു",
                    ar: "عدد المعاملات التي أرسلها الحساب، كي تُعالَج كل معاملة مرة واحدة وبالترتيب",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The account's balance in wei",
                    ml: "wei-യിലുള്ള അക്കൗണ്ടിന്റെ ബാലൻസ്",
                    ar: "رصيد الحساب بوحدة wei",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A password that protects the account",
                    ml: "അക്കൗണ്ടിനെ സംരക്ഷിക്കുന്ന ഒരു പാസ്‌വേഡ്",
                    ar: "كلمة مرور تحمي الحساب",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "A transaction runs out of gas before it finishes. What happens?",
                ml: "ഒരു ഇടപാട് പൂർത്തിയാകുന്നതിനു മുമ്പ് ഗ്യാസ് തീർന്നുപോകുന്നു. എന്ത് സംഭവിക്കും?",
                ar: "نفد الغاز من معاملة قبل أن تكتمل. ماذا يحدث؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Its changes are undone, but the fee for the gas it used is still paid",
                    ml: "അതിന്റെ മാറ്റങ്ങൾ റദ്ദാക്കപ്പെടും, പക്ഷേ ഉപയോഗിച്ച ഗ്യാസിനുള്ള ഫീസ് നൽകേണ്ടി വരും",
                    ar: "تُلغى تغييراتها، لكن رسوم الغاز الذي استهلكته تُدفع مع ذلك",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It completes anyway, and the sender owes the rest later",
                    ml: "അത് എന്തായാലും പൂർത്തിയാകും, ബാക്കി തുക അയച്ചയാൾ പിന്നീട് നൽകണം",
                    ar: "تكتمل على أي حال، ويدين المرسل بالباقي لاحقًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It is undone and the whole fee is refunded",
                    ml: "അത് റദ്ദാക്കപ്പെടുകയും മുഴുവൻ ഫീസും തിരികെ ലഭിക്കുകയും ചെയ്യും",
                    ar: "تُلغى ويُعاد كامل الرسوم إلى المرسل",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "What links each block to the block before it?",
                ml: "ഓരോ ബ്ലോക്കിനെയും അതിനു മുമ്പുള്ള ബ്ലോക്കുമായി ബന്ധിപ്പിക്കുന്നത് എന്താണ്?",
                ar: "ما الذي يربط كل كتلة بالكتلة التي قبلها؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It contains the hash of the previous block",
                    ml: "അതിൽ മുൻ ബ്ലോക്കിന്റെ ഹാഷ് അടങ്ങിയിരിക്കുന്നു",
                    ar: "تحتوي على بصمة (hash) الكتلة السابقة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It contains the name of the previous block's validator",
                    ml: "അതിൽ മുൻ ബ്ലോക്കിന്റെ വാലിഡേറ്ററുടെ പേര് അടങ്ങിയിരിക്കുന്നു",
                    ar: "تحتوي على اسم مدقّق الكتلة السابقة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Only their timestamps, which follow each other",
                    ml: "തുടർച്ചയായി വരുന്ന അവയുടെ സമയമുദ്രകൾ മാത്രം",
                    ar: "طوابعها الزمنية المتتالية فقط",
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
        kind: "text",
        name: {
          en: "Set up a test-only wallet",
          ml: "ടെസ്റ്റിന് മാത്രമുള്ള ഒരു വാലറ്റ് സജ്ജമാക്കുക",
          ar: "أعدّ محفظة للاختبار فقط",
        },
        description: {
          en: "In MetaMask (a free browser extension), create a new account that you will use only on test networks, turn on “Show test networks” and select Sepolia. Never put real funds in it, and never type your secret recovery phrase anywhere but inside the wallet itself. Get free Sepolia test ether from a faucet such as Google Cloud's Web3 faucet: it has no value and is only for learning, so skip any faucet that asks you to pay.",
          ml: "MetaMask-ൽ (സൗജന്യ ബ്രൗസർ എക്സ്റ്റൻഷൻ) ടെസ്റ്റ് നെറ്റ്‌വർക്കുകളിൽ മാത്രം ഉപയോഗിക്കാൻ ഒരു പുതിയ അക്കൗണ്ട് സൃഷ്ടിക്കുക, “Show test networks” ഓണാക്കി Sepolia തിരഞ്ഞെടുക്കുക. അതിൽ ഒരിക്കലും യഥാർത്ഥ പണം ഇടരുത്; നിങ്ങളുടെ സീക്രട്ട് റിക്കവറി ഫ്രേസ് വാലറ്റിനുള്ളിലല്ലാതെ മറ്റൊരിടത്തും ടൈപ്പ് ചെയ്യരുത്. Google Cloud-ന്റെ Web3 ഫോസെറ്റ് പോലുള്ള ഒരു ഫോസെറ്റിൽ നിന്ന് സൗജന്യ Sepolia ടെസ്റ്റ് ഈതർ നേടുക: അതിന് മൂല്യമില്ല, പഠനത്തിന് മാത്രമുള്ളതാണ്, അതിനാൽ പണം ചോദിക്കുന്ന ഏത് ഫോസെറ്റും ഒഴിവാക്കുക.",
          ar: "في MetaMask (إضافة مجانية للمتصفح)، أنشئ حسابًا جديدًا تستخدمه على شبكات الاختبار فقط، وفعّل خيار “Show test networks” واختر Sepolia. لا تضع فيه أموالًا حقيقية أبدًا، ولا تكتب عبارة الاسترداد السرية في أي مكان غير داخل المحفظة نفسها. احصل على إيثر اختبار مجاني على Sepolia من صنبور (faucet) مثل صنبور Web3 من Google Cloud: لا قيمة له وهو للتعلّم فقط، فتجاوز أي صنبور يطلب منك الدفع.",
        },
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Follow your own transaction",
          ml: "നിങ്ങളുടെ സ്വന്തം ഇടപാട് പിന്തുടരുക",
          ar: "تتبّع معاملتك",
        },
        description: {
          en: "Send a small amount of Sepolia test ether to a second account of yours or to a club mate, then open the transaction on sepolia.etherscan.io. Find its status, block number, gas used, gas price, fee and nonce, and write one line on what each means.",
          ml: "കുറച്ച് Sepolia ടെസ്റ്റ് ഈതർ നിങ്ങളുടെ രണ്ടാമത്തെ അക്കൗണ്ടിലേക്കോ ഒരു ക്ലബ് അംഗത്തിനോ അയയ്ക്കുക, തുടർന്ന് ആ ഇടപാട് sepolia.etherscan.io-ൽ തുറക്കുക. അതിന്റെ സ്റ്റാറ്റസ്, ബ്ലോക്ക് നമ്പർ, ഉപയോഗിച്ച ഗ്യാസ്, ഗ്യാസ് വില, ഫീസ്, nonce എന്നിവ കണ്ടെത്തി, ഓരോന്നിന്റെയും അർത്ഥം ഓരോ വരിയിൽ എഴുതുക.",
          ar: "أرسل مبلغًا صغيرًا من إيثر اختبار Sepolia إلى حساب ثانٍ لك أو إلى زميل في النادي، ثم افتح المعاملة على sepolia.etherscan.io. ابحث عن حالتها ورقم كتلتها والغاز المستهلك وسعر الغاز والرسوم والـ nonce، واكتب سطرًا واحدًا عن معنى كل منها.",
        },
        asks: {
          en: "A link to your transaction on sepolia.etherscan.io, and as text its status, block number, gas used, gas price, fee and nonce, each with one line on what it means",
          ml: "sepolia.etherscan.io-ലെ നിങ്ങളുടെ ഇടപാടിന്റെ ലിങ്ക്; ടെക്സ്റ്റായി അതിന്റെ സ്റ്റാറ്റസ്, ബ്ലോക്ക് നമ്പർ, ഉപയോഗിച്ച ഗ്യാസ്, ഗ്യാസ് വില, ഫീസ്, nonce എന്നിവ, ഓരോന്നിന്റെയും അർത്ഥം ഒരു വരിയിൽ",
          ar: "رابط معاملتك على sepolia.etherscan.io، ونصًّا فيه حالتها ورقم كتلتها والغاز المستهلك وسعر الغاز والرسوم والـ nonce، مع سطر عن معنى كل منها",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "From Send to confirmed",
          ml: "Send മുതൽ സ്ഥിരീകരണം വരെ",
          ar: "من الإرسال إلى التأكيد",
        },
        description: {
          en: "In your own words, describe what happened between pressing Send and seeing your transaction confirmed: signing, broadcasting to the network, waiting to be included in a block and paying the fee. Say what surprised you and what you still want to understand.",
          ml: "Send അമർത്തിയതു മുതൽ ഇടപാട് സ്ഥിരീകരിക്കപ്പെട്ടതായി കാണുന്നതുവരെ എന്താണ് സംഭവിച്ചതെന്ന് സ്വന്തം വാക്കുകളിൽ വിവരിക്കുക: ഒപ്പിടൽ, നെറ്റ്‌വർക്കിലേക്ക് പ്രക്ഷേപണം ചെയ്യൽ, ഒരു ബ്ലോക്കിൽ ഉൾപ്പെടുത്തപ്പെടാനുള്ള കാത്തിരിപ്പ്, ഫീസ് നൽകൽ. നിങ്ങളെ അത്ഭുതപ്പെടുത്തിയതും ഇനിയും മനസ്സിലാക്കാൻ ആഗ്രഹിക്കുന്നതും എന്താണെന്ന് പറയുക.",
          ar: "صف بكلماتك ما حدث بين ضغطك على Send ورؤيتك معاملتك مؤكَّدة: التوقيع، والبث إلى الشبكة، وانتظار إدراجها في كتلة، ودفع الرسوم. واذكر ما فاجأك وما لا تزال تريد فهمه.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "developer-4",
    journeySlug: "developer",
    number: 4,
    name: {
      en: "Mission 4: Your first smart contract",
      ml: "മിഷൻ 4: നിങ്ങളുടെ ആദ്യ സ്മാർട്ട് കോൺട്രാക്റ്റ്",
      ar: "المهمة 4: عقدك الذكي الأول",
    },
    objective: {
      en: "You can write a small Solidity contract, test it on a local chain with Hardhat or Foundry and share its code in a public GitHub repository.",
      ml: "ഒരു ചെറിയ Solidity കോൺട്രാക്റ്റ് എഴുതാനും, Hardhat അല്ലെങ്കിൽ Foundry ഉപയോഗിച്ച് ഒരു ലോക്കൽ ചെയിനിൽ അത് പരീക്ഷിക്കാനും, അതിന്റെ കോഡ് ഒരു പൊതു GitHub റിപ്പോസിറ്ററിയിൽ പങ്കുവെക്കാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من كتابة عقد Solidity صغير، واختباره على سلسلة محلية باستخدام Hardhat أو Foundry، ومشاركة شيفرته في مستودع عام على GitHub.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: Solidity basics",
          ml: "വായന: Solidity അടിസ്ഥാനങ്ങൾ",
          ar: "اقرأ: أساسيات Solidity",
        },
        description: {
          en: "Read “Introduction to Smart Contracts” in the Solidity documentation (docs.soliditylang.org) and the first examples on Solidity by Example (solidity-by-example.org): state variables, functions, mappings, events and require. Then open Remix (remix.ethereum.org) in your browser, compile the 1_Storage.sol example from its default workspace and call its functions on the built-in Remix VM. None of this costs money.",
          ml: "Solidity ഡോക്യുമെന്റേഷനിലെ (docs.soliditylang.org) “Introduction to Smart Contracts” എന്ന ഭാഗവും Solidity by Example-ലെ (solidity-by-example.org) ആദ്യ ഉദാഹരണങ്ങളും വായിക്കുക: സ്റ്റേറ്റ് വേരിയബിളുകൾ, ഫംഗ്ഷനുകൾ, mapping-കൾ, ഇവന്റുകൾ, require. തുടർന്ന് ബ്രൗസറിൽ Remix (remix.ethereum.org) തുറന്ന്, ഡിഫോൾട്ട് വർക്ക്‌സ്‌പേസിലെ 1_Storage.sol ഉദാഹരണം കംപൈൽ ചെയ്ത്, അതിന്റെ ഫംഗ്ഷനുകൾ Remix-നുള്ളിലെ Remix VM-ൽ വിളിച്ചുനോക്കുക. ഇതിനൊന്നും പണച്ചെലവില്ല.",
          ar: "اقرأ قسم “Introduction to Smart Contracts” في وثائق Solidity على docs.soliditylang.org، والأمثلة الأولى في Solidity by Example على solidity-by-example.org: متغيرات الحالة والدوال والـ mapping والأحداث وrequire. ثم افتح Remix على remix.ethereum.org في متصفحك، وصرّف (compile) مثال 1_Storage.sol من مساحة العمل الافتراضية، واستدعِ دوالّه على Remix VM المدمجة. لا شيء من هذا يكلّف مالًا.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: Solidity basics",
          ml: "ക്വിസ്: Solidity അടിസ്ഥാനങ്ങൾ",
          ar: "اختبار: أساسيات Solidity",
        },
        description: {
          en: "Five questions on your reading; four right answers pass. Some questions have more than one right answer: choose all of them. If you are unsure, try the examples in Remix first.",
          ml: "നിങ്ങളുടെ വായനയെക്കുറിച്ച് അഞ്ച് ചോദ്യങ്ങൾ; നാലെണ്ണം ശരിയായാൽ വിജയിക്കും. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്: അവയെല്ലാം തിരഞ്ഞെടുക്കുക. ഉറപ്പില്ലെങ്കിൽ ആദ്യം ഉദാഹരണങ്ങൾ Remix-ൽ പരീക്ഷിച്ചുനോക്കുക.",
          ar: "خمسة أسئلة حول ما قرأته؛ تنجح بأربع إجابات صحيحة. لبعض الأسئلة أكثر من إجابة صحيحة: اخترها كلها. إن لم تكن متأكدًا فجرّب الأمثلة في Remix أولًا.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What may a function marked view do?",
                ml: "view എന്ന് അടയാളപ്പെടുത്തിയ ഒരു ഫംഗ്ഷന് എന്ത് ചെയ്യാം?",
                ar: "ما الذي يمكن لدالة موسومة بـ view أن تفعله؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Read the contract's state, but not change it",
                    ml: "കോൺട്രാക്റ്റിന്റെ സ്റ്റേറ്റ് വായിക്കാം, പക്ഷേ മാറ്റാൻ കഴിയില്ല",
                    ar: "أن تقرأ حالة العقد دون أن تغيّرها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Change the state without anyone paying gas",
                    ml: "ആരും ഗ്യാസ് നൽകാതെ സ്റ്റേറ്റ് മാറ്റാം",
                    ar: "أن تغيّر الحالة دون أن يدفع أحد رسوم الغاز",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Run only when the contract's owner calls it",
                    ml: "കോൺട്രാക്റ്റിന്റെ ഉടമ വിളിക്കുമ്പോൾ മാത്രം പ്രവർത്തിക്കാം",
                    ar: "ألّا تعمل إلا عندما يستدعيها مالك العقد",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What happens when a require check finds its condition false?",
                ml: "ഒരു require പരിശോധനയിൽ വ്യവസ്ഥ തെറ്റാണെന്ന് കണ്ടാൽ എന്ത് സംഭവിക്കും?",
                ar: "ماذا يحدث عندما يجد فحص require أن شرطه غير متحقق؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The call reverts: its state changes are undone and the error message is returned",
                    ml: "കോൾ revert ആകും: അതിന്റെ സ്റ്റേറ്റ് മാറ്റങ്ങൾ റദ്ദാക്കപ്പെടുകയും പിശക് സന്ദേശം തിരികെ നൽകുകയും ചെയ്യും",
                    ar: "يتراجع الاستدعاء (revert): تُلغى تغييراته على الحالة وتُعاد رسالة الخطأ",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A warning is logged and the function carries on",
                    ml: "ഒരു മുന്നറിയിപ്പ് രേഖപ്പെടുത്തി ഫംഗ്ഷൻ തുടരും",
                    ar: "يُسجَّل تحذير وتتابع الدالة عملها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The contract pauses until its owner fixes it",
                    ml: "ഉടമ ശരിയാക്കുന്നതുവരെ കോൺട്രാക്റ്റ് നിർത്തിവെക്കപ്പെടും",
                    ar: "يتوقف العقد حتى يصلحه مالكه",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Inside a function, what is msg.sender?",
                ml: "ഒരു ഫംഗ്ഷനുള്ളിൽ msg.sender എന്താണ്?",
                ar: "ما هو msg.sender داخل دالة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The address that called the function directly",
                    ml: "ഫംഗ്ഷനെ നേരിട്ട് വിളിച്ച വിലാസം",
                    ar: "العنوان الذي استدعى الدالة مباشرة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Always the address that deployed the contract",
                    ml: "എപ്പോഴും കോൺട്രാക്റ്റ് വിന്യസിച്ച വിലാസം",
                    ar: "عنوان من نشر العقد دائمًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The contract's own address",
                    ml: "കോൺട്രാക്റ്റിന്റെ സ്വന്തം വിലാസം",
                    ar: "عنوان العقد نفسه",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "How can an app outside the chain learn that something happened in your contract?",
                ml: "നിങ്ങളുടെ കോൺട്രാക്റ്റിൽ എന്തെങ്കിലും സംഭവിച്ചുവെന്ന് ചെയിനിനു പുറത്തുള്ള ഒരു ആപ്പിന് എങ്ങനെ അറിയാം?",
                ar: "كيف يعرف تطبيق خارج السلسلة أن شيئًا ما حدث في عقدك؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "By listening for the events the contract emits",
                    ml: "കോൺട്രാക്റ്റ് പുറപ്പെടുവിക്കുന്ന ഇവന്റുകൾ ശ്രദ്ധിച്ചുകൊണ്ട്",
                    ar: "بالاستماع إلى الأحداث التي يُطلقها العقد",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "By reading the comments in its source code",
                    ml: "അതിന്റെ സോഴ്സ് കോഡിലെ കമന്റുകൾ വായിച്ചുകൊണ്ട്",
                    ar: "بقراءة التعليقات في شيفرته المصدرية",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "By calling its constructor again",
                    ml: "അതിന്റെ constructor വീണ്ടും വിളിച്ചുകൊണ്ട്",
                    ar: "باستدعاء الدالة البانية (constructor) مرة أخرى",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "Why test a contract thoroughly before deploying it?",
                ml: "വിന്യസിക്കുന്നതിനു മുമ്പ് ഒരു കോൺട്രാക്റ്റ് നന്നായി പരീക്ഷിക്കേണ്ടത് എന്തുകൊണ്ട്?",
                ar: "لماذا تختبر العقد جيدًا قبل نشره؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Once deployed, its code cannot be edited in place unless it was built to be upgradeable",
                    ml: "വിന്യസിച്ചുകഴിഞ്ഞാൽ, അപ്ഗ്രേഡ് ചെയ്യാവുന്ന രീതിയിൽ നിർമ്മിച്ചതല്ലെങ്കിൽ അതിന്റെ കോഡ് അവിടെവെച്ച് തിരുത്താൻ കഴിയില്ല",
                    ar: "بعد نشره لا يمكن تعديل شيفرته في مكانها، إلا إذا بُني ليكون قابلًا للترقية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Tests on a local chain are free and take seconds",
                    ml: "ലോക്കൽ ചെയിനിലെ ടെസ്റ്റുകൾ സൗജന്യമാണ്, സെക്കൻഡുകൾ മാത്രമേ എടുക്കൂ",
                    ar: "الاختبارات على سلسلة محلية مجانية وتستغرق ثوانيَ",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The network refuses contracts that have no tests",
                    ml: "ടെസ്റ്റുകളില്ലാത്ത കോൺട്രാക്റ്റുകൾ നെറ്റ്‌വർക്ക് നിരസിക്കും",
                    ar: "الشبكة ترفض العقود التي لا اختبارات لها",
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
        kind: "text",
        name: {
          en: "Set up your toolchain and write a contract",
          ml: "ടൂൾചെയിൻ സജ്ജമാക്കി ഒരു കോൺട്രാക്റ്റ് എഴുതുക",
          ar: "جهّز أدواتك واكتب عقدًا",
        },
        description: {
          en: "Install Node.js and create a Hardhat project by following the Getting started guide on hardhat.org, or install Foundry and run forge init (on Windows, inside WSL). Write a small contract of your own, for example a club guestbook where each address may sign once with a short message: a mapping, a function that writes with require checks, a view function that reads and an event. Push it to a new public GitHub repository with a README that says what it does and how to run it.",
          ml: "Node.js ഇൻസ്റ്റാൾ ചെയ്ത് hardhat.org-ലെ Getting started ഗൈഡ് പിന്തുടർന്ന് ഒരു Hardhat പ്രോജക്റ്റ് സൃഷ്ടിക്കുക, അല്ലെങ്കിൽ Foundry ഇൻസ്റ്റാൾ ചെയ്ത് forge init പ്രവർത്തിപ്പിക്കുക (Windows-ൽ WSL-നുള്ളിൽ). നിങ്ങളുടേതായ ഒരു ചെറിയ കോൺട്രാക്റ്റ് എഴുതുക, ഉദാഹരണത്തിന് ഓരോ വിലാസത്തിനും ഒരു ചെറിയ സന്ദേശത്തോടെ ഒരിക്കൽ ഒപ്പിടാവുന്ന ഒരു ക്ലബ് ഗസ്റ്റ്ബുക്ക്: ഒരു mapping, require പരിശോധനകളോടെ എഴുതുന്ന ഒരു ഫംഗ്ഷൻ, വായിക്കുന്ന ഒരു view ഫംഗ്ഷൻ, ഒരു ഇവന്റ്. അത് എന്ത് ചെയ്യുന്നുവെന്നും എങ്ങനെ പ്രവർത്തിപ്പിക്കാമെന്നും പറയുന്ന README സഹിതം ഒരു പുതിയ പൊതു GitHub റിപ്പോസിറ്ററിയിലേക്ക് push ചെയ്യുക.",
          ar: "ثبّت Node.js وأنشئ مشروع Hardhat باتباع دليل Getting started على hardhat.org، أو ثبّت Foundry وشغّل الأمر forge init (على Windows داخل WSL). اكتب عقدًا صغيرًا من تصميمك، مثل دفتر زوار للنادي يوقّع فيه كل عنوان مرة واحدة برسالة قصيرة: فيه mapping، ودالة تكتب مع فحوص require، ودالة view تقرأ، وحدث (event). ارفعه إلى مستودع عام جديد على GitHub مع ملف README يشرح ما يفعله وكيف يُشغَّل.",
        },
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Test it",
          ml: "അത് പരീക്ഷിക്കുക",
          ar: "اختبره",
        },
        description: {
          en: "Write at least three automated tests: one where the function works, one where a require check makes it revert and one that checks the event. Run them with npx hardhat test or forge test until they all pass, and commit the tests to your repository.",
          ml: "കുറഞ്ഞത് മൂന്ന് ഓട്ടോമേറ്റഡ് ടെസ്റ്റുകൾ എഴുതുക: ഫംഗ്ഷൻ ശരിയായി പ്രവർത്തിക്കുന്ന ഒന്ന്, ഒരു require പരിശോധന കാരണം revert ആകുന്ന ഒന്ന്, ഇവന്റ് പരിശോധിക്കുന്ന ഒന്ന്. എല്ലാം വിജയിക്കുന്നതുവരെ npx hardhat test അല്ലെങ്കിൽ forge test ഉപയോഗിച്ച് അവ പ്രവർത്തിപ്പിക്കുക, തുടർന്ന് ടെസ്റ്റുകൾ റിപ്പോസിറ്ററിയിലേക്ക് commit ചെയ്യുക.",
          ar: "اكتب ثلاثة اختبارات آلية على الأقل: واحدًا تعمل فيه الدالة كما ينبغي، وواحدًا يجعلها فيه فحصُ require تتراجع (revert)، وواحدًا يتحقق من الحدث. شغّلها بالأمر npx hardhat test أو forge test حتى تنجح كلها، ثم احفظ الاختبارات في مستودعك (commit).",
        },
        asks: {
          en: "A link to your public GitHub repository with the contract and its tests, and as text the output of your last test run",
          ml: "കോൺട്രാക്റ്റും ടെസ്റ്റുകളും അടങ്ങിയ നിങ്ങളുടെ പൊതു GitHub റിപ്പോസിറ്ററിയുടെ ലിങ്ക്; ടെക്സ്റ്റായി അവസാന ടെസ്റ്റ് റണ്ണിന്റെ ഔട്ട്പുട്ട്",
          ar: "رابط مستودعك العام على GitHub الذي يضم العقد واختباراته، ونصًّا فيه مخرجات آخر تشغيل للاختبارات",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "What the tests taught you",
          ml: "ടെസ്റ്റുകൾ നിങ്ങളെ പഠിപ്പിച്ചത്",
          ar: "ما علّمتك إياه الاختبارات",
        },
        description: {
          en: "Describe a mistake your tests caught, or a way Solidity behaved differently from a language you already know. What would you test next if this contract held other people's money?",
          ml: "നിങ്ങളുടെ ടെസ്റ്റുകൾ കണ്ടെത്തിയ ഒരു തെറ്റ്, അല്ലെങ്കിൽ നിങ്ങൾക്ക് ഇതിനകം അറിയാവുന്ന ഒരു ഭാഷയിൽ നിന്ന് Solidity വ്യത്യസ്തമായി പെരുമാറിയ ഒരു സന്ദർഭം വിവരിക്കുക. ഈ കോൺട്രാക്റ്റ് മറ്റുള്ളവരുടെ പണം സൂക്ഷിക്കുന്നതായിരുന്നെങ്കിൽ അടുത്തതായി നിങ്ങൾ എന്ത് പരീക്ഷിക്കും?",
          ar: "صف خطأً كشفته اختباراتك، أو موقفًا تصرّفت فيه Solidity بخلاف لغة تعرفها من قبل. ما الذي ستختبره بعد ذلك لو كان هذا العقد يحفظ أموال أشخاص آخرين؟",
        },
        minLength: 150,
      },
    ],
  },
  {
    id: "developer-5",
    journeySlug: "developer",
    number: 5,
    name: {
      en: "Mission 5: Your first dApp front end",
      ml: "മിഷൻ 5: നിങ്ങളുടെ ആദ്യ dApp ഫ്രണ്ട് എൻഡ്",
      ar: "المهمة 5: واجهتك الأولى لتطبيق لامركزي",
    },
    objective: {
      en: "You can deploy your contract to the Sepolia testnet and publish a web page that connects a wallet, reads the contract's state and sends transactions to it.",
      ml: "നിങ്ങളുടെ കോൺട്രാക്റ്റ് Sepolia ടെസ്റ്റ്നെറ്റിൽ വിന്യസിക്കാനും, ഒരു വാലറ്റ് ബന്ധിപ്പിച്ച് കോൺട്രാക്റ്റിന്റെ സ്റ്റേറ്റ് വായിക്കുകയും അതിലേക്ക് ഇടപാടുകൾ അയയ്ക്കുകയും ചെയ്യുന്ന ഒരു വെബ് പേജ് പ്രസിദ്ധീകരിക്കാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من نشر عقدك على شبكة الاختبار Sepolia، ومن إطلاق صفحة ويب تربط محفظة وتقرأ حالة العقد وترسل إليه المعاملات.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: how a web page talks to a contract",
          ml: "വായന: ഒരു വെബ് പേജ് കോൺട്രാക്റ്റുമായി എങ്ങനെ സംസാരിക്കുന്നു",
          ar: "اقرأ: كيف تتحدث صفحة ويب إلى عقد",
        },
        description: {
          en: "Read the Getting started pages of viem (viem.sh) or ethers.js (docs.ethers.org), free libraries for talking to Ethereum from JavaScript. Learn the three things a page needs to use a contract: its address, its ABI (the list of its functions and events) and a connection to the network, through an RPC endpoint or the wallet the user connects. Note the difference between a call, which only reads and costs the user nothing, and a transaction, which the wallet must sign and which pays gas.",
          ml: "JavaScript-ൽ നിന്ന് Ethereum-മായി സംവദിക്കാനുള്ള സൗജന്യ ലൈബ്രറികളായ viem (viem.sh) അല്ലെങ്കിൽ ethers.js (docs.ethers.org) എന്നിവയുടെ Getting started പേജുകൾ വായിക്കുക. ഒരു കോൺട്രാക്റ്റ് ഉപയോഗിക്കാൻ പേജിന് ആവശ്യമായ മൂന്ന് കാര്യങ്ങൾ മനസ്സിലാക്കുക: അതിന്റെ വിലാസം, അതിന്റെ ABI (ഫംഗ്ഷനുകളുടെയും ഇവന്റുകളുടെയും പട്ടിക), ഒരു RPC എൻഡ്‌പോയിന്റ് വഴിയോ ഉപയോക്താവ് ബന്ധിപ്പിക്കുന്ന വാലറ്റ് വഴിയോ ഉള്ള നെറ്റ്‌വർക്ക് ബന്ധം. വായിക്കുക മാത്രം ചെയ്യുന്നതും ഉപയോക്താവിന് ഒന്നും ചെലവാകാത്തതുമായ call-ഉം, വാലറ്റ് ഒപ്പിടേണ്ടതും ഗ്യാസ് നൽകേണ്ടതുമായ ഇടപാടും തമ്മിലുള്ള വ്യത്യാസം കുറിച്ചുവെക്കുക.",
          ar: "اقرأ صفحات Getting started في viem على viem.sh أو ethers.js على docs.ethers.org، وهما مكتبتان مجانيتان للتخاطب مع إيثريوم من JavaScript. تعرّف إلى الأمور الثلاثة التي تحتاجها الصفحة لاستخدام عقد: عنوانه، وواجهته الثنائية ABI (قائمة دواله وأحداثه)، واتصال بالشبكة عبر نقطة RPC أو عبر المحفظة التي يربطها المستخدم. ودوّن الفرق بين الاستدعاء (call) الذي يقرأ فقط ولا يكلّف المستخدم شيئًا، والمعاملة التي يجب أن توقّعها المحفظة وتُدفع عنها رسوم الغاز.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: front ends and contracts",
          ml: "ക്വിസ്: ഫ്രണ്ട് എൻഡുകളും കോൺട്രാക്റ്റുകളും",
          ar: "اختبار: الواجهات والعقود",
        },
        description: {
          en: "Four questions on your reading; three right answers pass. Some questions have more than one right answer: choose all of them. If you are unsure, reread how a call differs from a transaction.",
          ml: "നിങ്ങളുടെ വായനയെക്കുറിച്ച് നാല് ചോദ്യങ്ങൾ; മൂന്നെണ്ണം ശരിയായാൽ വിജയിക്കും. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്: അവയെല്ലാം തിരഞ്ഞെടുക്കുക. ഉറപ്പില്ലെങ്കിൽ, call-ഉം ഇടപാടും തമ്മിലുള്ള വ്യത്യാസം വീണ്ടും വായിക്കുക.",
          ar: "أربعة أسئلة حول ما قرأته؛ تنجح بثلاث إجابات صحيحة. لبعض الأسئلة أكثر من إجابة صحيحة: اخترها كلها. إن لم تكن متأكدًا، فأعد قراءة الفرق بين الاستدعاء والمعاملة.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What does a front end need to use a deployed contract?",
                ml: "വിന്യസിച്ച ഒരു കോൺട്രാക്റ്റ് ഉപയോഗിക്കാൻ ഫ്രണ്ട് എൻഡിന് എന്തെല്ലാം വേണം?",
                ar: "ما الذي تحتاجه الواجهة لاستخدام عقد منشور؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The contract's address",
                    ml: "കോൺട്രാക്റ്റിന്റെ വിലാസം",
                    ar: "عنوان العقد",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The contract's ABI",
                    ml: "കോൺട്രാക്റ്റിന്റെ ABI",
                    ar: "واجهة العقد الثنائية (ABI)",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The private key of whoever deployed it",
                    ml: "അത് വിന്യസിച്ചയാളുടെ പ്രൈവറ്റ് കീ",
                    ar: "المفتاح الخاص لمن نشر العقد",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "A connection to the network, through an RPC endpoint or the user's wallet",
                    ml: "ഒരു RPC എൻഡ്‌പോയിന്റ് വഴിയോ ഉപയോക്താവിന്റെ വാലറ്റ് വഴിയോ നെറ്റ്‌വർക്കുമായുള്ള ബന്ധം",
                    ar: "اتصال بالشبكة عبر نقطة RPC أو عبر محفظة المستخدم",
                  },
                },
              ],
              correct: ["a", "b", "d"],
            },
            {
              id: "q2",
              prompt: {
                en: "When your page reads a view function, what must the user do?",
                ml: "നിങ്ങളുടെ പേജ് ഒരു view ഫംഗ്ഷൻ വായിക്കുമ്പോൾ ഉപയോക്താവ് എന്ത് ചെയ്യണം?",
                ar: "عندما تقرأ صفحتك دالة view، ما الذي يجب على المستخدم فعله؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Nothing: it is a call, with no signature and no gas fee for the user",
                    ml: "ഒന്നുമില്ല: അതൊരു call ആണ്, ഒപ്പോ ഉപയോക്താവിന് ഗ്യാസ് ഫീസോ ആവശ്യമില്ല",
                    ar: "لا شيء: إنه استدعاء (call) بلا توقيع ولا رسوم غاز على المستخدم",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Sign a transaction and pay gas",
                    ml: "ഒരു ഇടപാട് ഒപ്പിട്ട് ഗ്യാസ് നൽകണം",
                    ar: "أن يوقّع معاملة ويدفع رسوم الغاز",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Wait for a new block before the answer arrives",
                    ml: "ഉത്തരം ലഭിക്കാൻ ഒരു പുതിയ ബ്ലോക്കിനായി കാത്തിരിക്കണം",
                    ar: "أن ينتظر كتلة جديدة قبل أن تصل الإجابة",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What should a good interface do after the user sends a transaction?",
                ml: "ഉപയോക്താവ് ഒരു ഇടപാട് അയച്ചശേഷം നല്ലൊരു ഇന്റർഫേസ് എന്ത് ചെയ്യണം?",
                ar: "ماذا ينبغي أن تفعل الواجهة الجيدة بعد أن يرسل المستخدم معاملة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Show it as pending, with its hash and a link to the block explorer",
                    ml: "അതിന്റെ ഹാഷും ബ്ലോക്ക് എക്സ്പ്ലോററിലേക്കുള്ള ലിങ്കും സഹിതം അത് തീർപ്പാകാത്തതായി (pending) കാണിക്കുക",
                    ar: "أن تعرضها معلّقة، مع بصمتها (hash) ورابط إلى مستكشف الكتل",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Wait for the receipt before showing success",
                    ml: "വിജയം കാണിക്കുന്നതിനു മുമ്പ് രസീതിനായി (receipt) കാത്തിരിക്കുക",
                    ar: "أن تنتظر الإيصال (receipt) قبل إظهار النجاح",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Show success as soon as the wallet returns the hash",
                    ml: "വാലറ്റ് ഹാഷ് തിരികെ നൽകിയ ഉടൻ വിജയം കാണിക്കുക",
                    ar: "أن تُظهر النجاح بمجرد أن تعيد المحفظة البصمة",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Tell the user to send it again if it takes more than a second",
                    ml: "ഒരു സെക്കൻഡിൽ കൂടുതൽ എടുത്താൽ വീണ്ടും അയയ്ക്കാൻ ഉപയോക്താവിനോട് പറയുക",
                    ar: "أن تطلب من المستخدم إرسالها مجددًا إذا استغرقت أكثر من ثانية",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "What does the chain ID reported by the wallet tell your page?",
                ml: "വാലറ്റ് അറിയിക്കുന്ന chain ID നിങ്ങളുടെ പേജിനോട് എന്താണ് പറയുന്നത്?",
                ar: "ماذا يخبر معرّفُ السلسلة (chain ID) الذي تُبلغ عنه المحفظة صفحتَك؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Which network the wallet is connected to, for example 11155111 for Sepolia",
                    ml: "വാലറ്റ് ഏത് നെറ്റ്‌വർക്കുമായി ബന്ധിപ്പിച്ചിരിക്കുന്നു എന്ന്, ഉദാഹരണത്തിന് Sepolia-യ്ക്ക് 11155111",
                    ar: "الشبكة التي تتصل بها المحفظة، مثل 11155111 لشبكة Sepolia",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The user's customer number at the wallet company",
                    ml: "വാലറ്റ് കമ്പനിയിലെ ഉപയോക്താവിന്റെ കസ്റ്റമർ നമ്പർ",
                    ar: "رقم المستخدم لدى شركة المحفظة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The version of the wallet app",
                    ml: "വാലറ്റ് ആപ്പിന്റെ പതിപ്പ്",
                    ar: "إصدار تطبيق المحفظة",
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
          en: "Deploy to Sepolia",
          ml: "Sepolia-യിൽ വിന്യസിക്കുക",
          ar: "انشر عقدك على Sepolia",
        },
        description: {
          en: "Deploy your Mission 4 contract to Sepolia from your test-only account. The simplest way is Remix with the Injected Provider (MetaMask) environment: the wallet signs, so your key never leaves it. Then verify the source code on Sepolia Etherscan or Sourcify so anyone can read the code behind the address, and never commit a private key or recovery phrase to GitHub.",
          ml: "നിങ്ങളുടെ ടെസ്റ്റ് മാത്രമുള്ള അക്കൗണ്ടിൽ നിന്ന് മിഷൻ 4-ലെ കോൺട്രാക്റ്റ് Sepolia-യിൽ വിന്യസിക്കുക. ഏറ്റവും എളുപ്പമുള്ള വഴി Injected Provider (MetaMask) എൻവയോൺമെന്റുള്ള Remix ആണ്: ഒപ്പിടുന്നത് വാലറ്റ് ആയതിനാൽ നിങ്ങളുടെ കീ ഒരിക്കലും അതിൽ നിന്ന് പുറത്തുപോകില്ല. തുടർന്ന് ആ വിലാസത്തിനു പിന്നിലെ കോഡ് ആർക്കും വായിക്കാനാകുംവിധം Sepolia Etherscan-ലോ Sourcify-ലോ സോഴ്സ് കോഡ് വെരിഫൈ ചെയ്യുക; ഒരു പ്രൈവറ്റ് കീയോ റിക്കവറി ഫ്രേസോ ഒരിക്കലും GitHub-ലേക്ക് commit ചെയ്യരുത്.",
          ar: "انشر عقد المهمة 4 على Sepolia من حساب الاختبار الخاص بك. أبسط طريقة هي Remix مع بيئة Injected Provider (MetaMask): المحفظة هي التي توقّع، فلا يغادرها مفتاحك أبدًا. ثم وثّق الشيفرة المصدرية (verify) على Sepolia Etherscan أو Sourcify ليتمكن أي شخص من قراءة الشيفرة وراء العنوان، ولا ترفع أبدًا مفتاحًا خاصًا أو عبارة استرداد إلى GitHub.",
        },
        asks: {
          en: "A link to your verified contract on sepolia.etherscan.io or on Sourcify",
          ml: "sepolia.etherscan.io-ലോ Sourcify-ലോ വെരിഫൈ ചെയ്ത നിങ്ങളുടെ കോൺട്രാക്റ്റിന്റെ ലിങ്ക്",
          ar: "رابط عقدك الموثَّق على sepolia.etherscan.io أو على Sourcify",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "text",
        name: {
          en: "Build the page",
          ml: "പേജ് നിർമ്മിക്കുക",
          ar: "ابنِ الصفحة",
        },
        description: {
          en: "Create a small web app, for example with Vite, that uses viem or ethers.js with the user's wallet. It should connect a wallet and show the address, ask to switch to Sepolia when the wallet is on another network, show your contract's state and send a transaction that changes it. Show every state clearly: waiting for the signature, pending with a link to the explorer, confirmed, rejected by the user or failed.",
          ml: "viem അല്ലെങ്കിൽ ethers.js ഉപയോക്താവിന്റെ വാലറ്റുമായി ചേർന്ന് ഉപയോഗിക്കുന്ന ഒരു ചെറിയ വെബ് ആപ്പ് സൃഷ്ടിക്കുക, ഉദാഹരണത്തിന് Vite ഉപയോഗിച്ച്. അത് ഒരു വാലറ്റ് ബന്ധിപ്പിച്ച് വിലാസം കാണിക്കണം, വാലറ്റ് മറ്റൊരു നെറ്റ്‌വർക്കിലാണെങ്കിൽ Sepolia-യിലേക്ക് മാറാൻ ആവശ്യപ്പെടണം, കോൺട്രാക്റ്റിന്റെ സ്റ്റേറ്റ് കാണിക്കണം, അത് മാറ്റുന്ന ഒരു ഇടപാട് അയയ്ക്കണം. ഓരോ അവസ്ഥയും വ്യക്തമായി കാണിക്കുക: ഒപ്പിനായി കാത്തിരിക്കുന്നു, എക്സ്പ്ലോറർ ലിങ്കോടെ pending, സ്ഥിരീകരിച്ചു, ഉപയോക്താവ് നിരസിച്ചു, അല്ലെങ്കിൽ പരാജയപ്പെട്ടു.",
          ar: "أنشئ تطبيق ويب صغيرًا، بأداة Vite مثلًا، يستخدم viem أو ethers.js مع محفظة المستخدم. يجب أن يربط المحفظة ويعرض العنوان، وأن يطلب التبديل إلى Sepolia إن كانت المحفظة على شبكة أخرى، وأن يعرض حالة عقدك ويرسل معاملة تغيّرها. أظهر كل حالة بوضوح: بانتظار التوقيع، ومعلّقة مع رابط إلى المستكشف، ومؤكَّدة، ومرفوضة من المستخدم، وفاشلة.",
        },
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Publish it and let someone try it",
          ml: "പ്രസിദ്ധീകരിച്ച് മറ്റൊരാളെക്കൊണ്ട് പരീക്ഷിപ്പിക്കുക",
          ar: "انشر الصفحة ودع غيرك يجرّبها",
        },
        description: {
          en: "Publish the page for free on GitHub Pages, Netlify or Vercel and push its code to GitHub. Send at least one transaction through the live page and check it on the explorer. Ask a club member to try it with their own test wallet and note what confused them.",
          ml: "GitHub Pages, Netlify അല്ലെങ്കിൽ Vercel-ൽ പേജ് സൗജന്യമായി പ്രസിദ്ധീകരിച്ച് അതിന്റെ കോഡ് GitHub-ലേക്ക് push ചെയ്യുക. ലൈവ് പേജ് വഴി കുറഞ്ഞത് ഒരു ഇടപാട് അയച്ച് അത് എക്സ്പ്ലോററിൽ പരിശോധിക്കുക. ഒരു ക്ലബ് അംഗത്തോട് സ്വന്തം ടെസ്റ്റ് വാലറ്റ് ഉപയോഗിച്ച് അത് പരീക്ഷിക്കാൻ പറഞ്ഞ്, അവരെ ആശയക്കുഴപ്പത്തിലാക്കിയത് എന്താണെന്ന് കുറിച്ചുവെക്കുക.",
          ar: "انشر الصفحة مجانًا على GitHub Pages أو Netlify أو Vercel، وارفع شيفرتها إلى GitHub. أرسل معاملة واحدة على الأقل عبر الصفحة المنشورة وتحقق منها على المستكشف. اطلب من زميل في النادي أن يجرّبها بمحفظة الاختبار الخاصة به، ودوّن ما أربكه.",
        },
        asks: {
          en: "A link to your live page, and as text: the link to its code, the hash of a transaction sent through the page and one thing your tester found confusing",
          ml: "നിങ്ങളുടെ ലൈവ് പേജിന്റെ ലിങ്ക്; ടെക്സ്റ്റായി: അതിന്റെ കോഡിലേക്കുള്ള ലിങ്ക്, പേജ് വഴി അയച്ച ഒരു ഇടപാടിന്റെ ഹാഷ്, പരീക്ഷിച്ചയാൾക്ക് ആശയക്കുഴപ്പമുണ്ടാക്കിയ ഒരു കാര്യം",
          ar: "رابط صفحتك المنشورة، ونصًّا فيه: رابط شيفرتها، وبصمة (hash) معاملة أُرسلت عبر الصفحة، وأمرًا واحدًا أربك من جرّبها",
        },
        link: "required",
        text: "required",
      },
    ],
  },
  {
    id: "developer-6",
    journeySlug: "developer",
    number: 6,
    name: {
      en: "Mission 6: Security and safe patterns",
      ml: "മിഷൻ 6: സുരക്ഷയും സുരക്ഷിത രീതികളും",
      ar: "المهمة 6: الأمان والأنماط الآمنة",
    },
    objective: {
      en: "You can recognise the most common smart contract vulnerabilities, exploit them in a practice game, review your own code for them and explain one aloud to other developers.",
      ml: "ഏറ്റവും സാധാരണമായ സ്മാർട്ട് കോൺട്രാക്റ്റ് ദൗർബല്യങ്ങൾ തിരിച്ചറിയാനും, ഒരു പരിശീലന ഗെയിമിൽ അവ ചൂഷണം ചെയ്യാനും, നിങ്ങളുടെ സ്വന്തം കോഡിൽ അവയുണ്ടോ എന്ന് പരിശോധിക്കാനും, അവയിലൊന്ന് മറ്റ് ഡെവലപ്പർമാർക്ക് ഉറക്കെ വിശദീകരിക്കാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من التعرّف إلى أشهر ثغرات العقود الذكية، واستغلالها في لعبة تدريبية، ومراجعة شيفرتك بحثًا عنها، وشرح إحداها بصوت عالٍ لمطوّرين آخرين.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: how contracts get hacked",
          ml: "വായന: കോൺട്രാക്റ്റുകൾ എങ്ങനെ ഹാക്ക് ചെയ്യപ്പെടുന്നു",
          ar: "اقرأ: كيف تُخترق العقود",
        },
        description: {
          en: "Read “Security Considerations” in the Solidity documentation, then the findings of one public audit report from code4rena.com/reports. For each finding, note what went wrong, how it could be exploited and how it was fixed. Learn the checks-effects-interactions pattern and what OpenZeppelin's ReentrancyGuard and Ownable contracts are for (docs.openzeppelin.com).",
          ml: "Solidity ഡോക്യുമെന്റേഷനിലെ “Security Considerations” വായിക്കുക, തുടർന്ന് code4rena.com/reports-ലെ ഒരു പൊതു ഓഡിറ്റ് റിപ്പോർട്ടിന്റെ കണ്ടെത്തലുകളും. ഓരോ കണ്ടെത്തലിനും എന്താണ് തെറ്റിയത്, അത് എങ്ങനെ ചൂഷണം ചെയ്യാമായിരുന്നു, എങ്ങനെ പരിഹരിച്ചു എന്നിവ കുറിച്ചുവെക്കുക. checks-effects-interactions രീതിയും, OpenZeppelin-ന്റെ ReentrancyGuard, Ownable കോൺട്രാക്റ്റുകൾ എന്തിനുള്ളതാണെന്നും (docs.openzeppelin.com) പഠിക്കുക.",
          ar: "اقرأ قسم “Security Considerations” في وثائق Solidity، ثم نتائج تقرير تدقيق علني واحد من code4rena.com/reports. دوّن لكل نتيجة ما الخطأ الذي وقع، وكيف كان يمكن استغلاله، وكيف أُصلح. وتعلّم نمط checks-effects-interactions (الفحص ثم التأثير ثم التفاعل) والغرض من عقدَي ReentrancyGuard وOwnable من OpenZeppelin على docs.openzeppelin.com.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: vulnerabilities and safe patterns",
          ml: "ക്വിസ്: ദൗർബല്യങ്ങളും സുരക്ഷിത രീതികളും",
          ar: "اختبار: الثغرات والأنماط الآمنة",
        },
        description: {
          en: "Five questions on your reading; four right answers pass. Some questions have more than one right answer: choose all of them.",
          ml: "നിങ്ങളുടെ വായനയെക്കുറിച്ച് അഞ്ച് ചോദ്യങ്ങൾ; നാലെണ്ണം ശരിയായാൽ വിജയിക്കും. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്: അവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
          ar: "خمسة أسئلة حول ما قرأته؛ تنجح بأربع إجابات صحيحة. لبعض الأسئلة أكثر من إجابة صحيحة: اخترها كلها.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What is a reentrancy attack?",
                ml: "എന്താണ് ഒരു reentrancy ആക്രമണം?",
                ar: "ما هجوم إعادة الدخول (reentrancy)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "An external contract calls back into your function before its first run has finished updating the state",
                    ml: "നിങ്ങളുടെ ഫംഗ്ഷന്റെ ആദ്യ പ്രവർത്തനം സ്റ്റേറ്റ് പുതുക്കി തീരുന്നതിനു മുമ്പ് ഒരു ബാഹ്യ കോൺട്രാക്റ്റ് അതിലേക്ക് വീണ്ടും വിളിക്കുന്നു",
                    ar: "يعود عقد خارجي فيستدعي دالتك قبل أن ينتهي تشغيلها الأول من تحديث الحالة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A user sends the same transaction twice by mistake",
                    ml: "ഒരു ഉപയോക്താവ് അബദ്ധത്തിൽ ഒരേ ഇടപാട് രണ്ടുതവണ അയയ്ക്കുന്നു",
                    ar: "يرسل مستخدم المعاملة نفسها مرتين خطأً",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A validator puts blocks in the wrong order",
                    ml: "ഒരു വാലിഡേറ്റർ ബ്ലോക്കുകൾ തെറ്റായ ക്രമത്തിൽ വെക്കുന്നു",
                    ar: "يضع أحد المدقّقين الكتل بترتيب خاطئ",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "In what order does the checks-effects-interactions pattern do things?",
                ml: "checks-effects-interactions രീതി ഏത് ക്രമത്തിലാണ് കാര്യങ്ങൾ ചെയ്യുന്നത്?",
                ar: "بأي ترتيب ينفّذ نمط checks-effects-interactions خطواته؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Check the inputs, update your own state, then call other contracts",
                    ml: "ഇൻപുട്ടുകൾ പരിശോധിക്കുക, സ്വന്തം സ്റ്റേറ്റ് പുതുക്കുക, പിന്നെ മറ്റ് കോൺട്രാക്റ്റുകളെ വിളിക്കുക",
                    ar: "افحص المدخلات، ثم حدّث حالتك، ثم استدعِ العقود الأخرى",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Call other contracts, then check the inputs, then update your state",
                    ml: "മറ്റ് കോൺട്രാക്റ്റുകളെ വിളിക്കുക, പിന്നെ ഇൻപുട്ടുകൾ പരിശോധിക്കുക, പിന്നെ സ്റ്റേറ്റ് പുതുക്കുക",
                    ar: "استدعِ العقود الأخرى، ثم افحص المدخلات، ثم حدّث حالتك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Update your state, call other contracts, then check the inputs",
                    ml: "സ്റ്റേറ്റ് പുതുക്കുക, മറ്റ് കോൺട്രാക്റ്റുകളെ വിളിക്കുക, പിന്നെ ഇൻപുട്ടുകൾ പരിശോധിക്കുക",
                    ar: "حدّث حالتك، ثم استدعِ العقود الأخرى، ثم افحص المدخلات",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Since Solidity 0.8, what happens when an addition overflows a uint256 outside an unchecked block?",
                ml: "Solidity 0.8 മുതൽ, ഒരു unchecked ബ്ലോക്കിനു പുറത്ത് ഒരു uint256 സങ്കലനം overflow ആയാൽ എന്ത് സംഭവിക്കും?",
                ar: "منذ Solidity 0.8، ماذا يحدث عندما يتجاوز ناتج جمعٍ حدَّ uint256 خارج كتلة unchecked؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The transaction reverts",
                    ml: "ഇടപാട് revert ആകും",
                    ar: "تتراجع المعاملة (revert)",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The value silently wraps around to a small number",
                    ml: "മൂല്യം ഒന്നും അറിയിക്കാതെ ചുറ്റിത്തിരിഞ്ഞ് ഒരു ചെറിയ സംഖ്യയാകും",
                    ar: "تلتفّ القيمة بصمت إلى رقم صغير",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The contract stops working forever",
                    ml: "കോൺട്രാക്റ്റ് എന്നെന്നേക്കുമായി പ്രവർത്തനം നിർത്തും",
                    ar: "يتوقف العقد عن العمل إلى الأبد",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Why is checking tx.origin to authorise a caller unsafe?",
                ml: "ഒരു കോളറിന് അനുമതി നൽകാൻ tx.origin പരിശോധിക്കുന്നത് സുരക്ഷിതമല്ലാത്തത് എന്തുകൊണ്ട്?",
                ar: "لماذا يُعدّ الاعتماد على tx.origin للتحقق من صلاحية المستدعي غير آمن؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "If the owner calls a malicious contract, it can call yours, and tx.origin will still be the owner",
                    ml: "ഉടമ ഒരു ദുരുദ്ദേശ്യ കോൺട്രാക്റ്റിനെ വിളിച്ചാൽ, അതിന് നിങ്ങളുടേതിനെ വിളിക്കാം, അപ്പോഴും tx.origin ഉടമ തന്നെയായിരിക്കും",
                    ar: "إذا استدعى المالك عقدًا خبيثًا، يمكن لذلك العقد أن يستدعي عقدك ويبقى tx.origin هو المالك",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "tx.origin is always the zero address",
                    ml: "tx.origin എപ്പോഴും പൂജ്യം വിലാസമാണ്",
                    ar: "قيمة tx.origin هي دائمًا العنوان الصفري",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Reading tx.origin costs too much gas",
                    ml: "tx.origin വായിക്കാൻ വളരെയധികം ഗ്യാസ് ചെലവാകും",
                    ar: "قراءة tx.origin تستهلك غازًا كثيرًا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "Which are good practice before a contract handles real funds?",
                ml: "ഒരു കോൺട്രാക്റ്റ് യഥാർത്ഥ പണം കൈകാര്യം ചെയ്യുന്നതിനു മുമ്പ് ഇവയിൽ ഏതെല്ലാമാണ് നല്ല രീതികൾ?",
                ar: "أيّ مما يلي من الممارسات الجيدة قبل أن يتعامل العقد مع أموال حقيقية؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Tests that include the failure cases",
                    ml: "പരാജയ സാഹചര്യങ്ങൾ കൂടി ഉൾപ്പെടുന്ന ടെസ്റ്റുകൾ",
                    ar: "اختبارات تشمل حالات الفشل",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "An independent review or audit",
                    ml: "ഒരു സ്വതന്ത്ര അവലോകനം അല്ലെങ്കിൽ ഓഡിറ്റ്",
                    ar: "مراجعة مستقلة أو تدقيق",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A static analyser such as Slither",
                    ml: "Slither പോലുള്ള ഒരു സ്റ്റാറ്റിക് അനലൈസർ",
                    ar: "أداة تحليل ساكن مثل Slither",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Keeping the only admin key on one laptop",
                    ml: "ഏക അഡ്മിൻ കീ ഒരു ലാപ്‌ടോപ്പിൽ മാത്രം സൂക്ഷിക്കൽ",
                    ar: "الاحتفاظ بمفتاح الإدارة الوحيد على حاسوب محمول واحد",
                  },
                },
              ],
              correct: ["a", "b", "c"],
            },
          ],
        },
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Break contracts on purpose",
          ml: "ബോധപൂർവ്വം കോൺട്രാക്റ്റുകൾ തകർക്കുക",
          ar: "اخترق عقودًا عن قصد",
        },
        description: {
          en: "Play Ethernaut (ethernaut.openzeppelin.com), OpenZeppelin's free security game, on Sepolia with your test-only account. Solve at least three levels, for example Fallback, Telephone and Token, and submit each instance in the game. For each level, write the bug in one sentence and its fix in another.",
          ml: "നിങ്ങളുടെ ടെസ്റ്റ് മാത്രമുള്ള അക്കൗണ്ട് ഉപയോഗിച്ച് Sepolia-യിൽ OpenZeppelin-ന്റെ സൗജന്യ സുരക്ഷാ ഗെയിമായ Ethernaut (ethernaut.openzeppelin.com) കളിക്കുക. കുറഞ്ഞത് മൂന്ന് ലെവലുകൾ പരിഹരിക്കുക, ഉദാഹരണത്തിന് Fallback, Telephone, Token; ഓരോ instance-ഉം ഗെയിമിൽ സമർപ്പിക്കുക. ഓരോ ലെവലിനും ബഗ് ഒരു വാക്യത്തിലും അതിന്റെ പരിഹാരം മറ്റൊരു വാക്യത്തിലും എഴുതുക.",
          ar: "العب Ethernaut على ethernaut.openzeppelin.com، لعبة الأمان المجانية من OpenZeppelin، على Sepolia بحساب الاختبار الخاص بك. حلّ ثلاثة مستويات على الأقل، مثل Fallback وTelephone وToken، وسلّم كل نسخة (instance) داخل اللعبة. واكتب لكل مستوى الخلل في جملة وإصلاحه في جملة أخرى.",
        },
        asks: {
          en: "A link to your test account's address on sepolia.etherscan.io, where your level submissions show, and as text: each level's name with the bug and the fix in two sentences",
          ml: "നിങ്ങളുടെ ലെവൽ സമർപ്പണങ്ങൾ കാണാവുന്ന, sepolia.etherscan.io-ലെ ടെസ്റ്റ് അക്കൗണ്ട് വിലാസത്തിന്റെ ലിങ്ക്; ടെക്സ്റ്റായി: ഓരോ ലെവലിന്റെയും പേരും ബഗും പരിഹാരവും രണ്ട് വാക്യങ്ങളിൽ",
          ar: "رابط عنوان حساب الاختبار الخاص بك على sepolia.etherscan.io حيث تظهر تسليماتك للمستويات، ونصًّا فيه: اسم كل مستوى مع الخلل والإصلاح في جملتين",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Review your own contract",
          ml: "നിങ്ങളുടെ സ്വന്തം കോൺട്രാക്റ്റ് അവലോകനം ചെയ്യുക",
          ar: "راجع عقدك",
        },
        description: {
          en: "Review your contract from Missions 4 and 5: who can call each function, what happens on bad input and whether any external call comes before a state update. Run Slither, Trail of Bits' free static analyser, on it if you can, and fix or explain each finding. Commit the fixes with tests that prove them.",
          ml: "മിഷൻ 4, 5-ലെ നിങ്ങളുടെ കോൺട്രാക്റ്റ് അവലോകനം ചെയ്യുക: ഓരോ ഫംഗ്ഷനും ആർക്കൊക്കെ വിളിക്കാം, തെറ്റായ ഇൻപുട്ട് വന്നാൽ എന്ത് സംഭവിക്കും, ഏതെങ്കിലും ബാഹ്യ കോൾ സ്റ്റേറ്റ് പുതുക്കലിനു മുമ്പ് വരുന്നുണ്ടോ. കഴിയുമെങ്കിൽ Trail of Bits-ന്റെ സൗജന്യ സ്റ്റാറ്റിക് അനലൈസറായ Slither അതിൽ പ്രവർത്തിപ്പിച്ച്, ഓരോ കണ്ടെത്തലും പരിഹരിക്കുകയോ വിശദീകരിക്കുകയോ ചെയ്യുക. പരിഹാരങ്ങൾ അവ തെളിയിക്കുന്ന ടെസ്റ്റുകൾ സഹിതം commit ചെയ്യുക.",
          ar: "راجع عقدك من المهمتين 4 و5: من يستطيع استدعاء كل دالة، وماذا يحدث عند إدخال خاطئ، وهل يسبق أيُّ استدعاء خارجي تحديثَ الحالة. شغّل عليه Slither، أداة التحليل الساكن المجانية من Trail of Bits، إن استطعت، وأصلح كل نتيجة أو اشرحها. ثم احفظ الإصلاحات (commit) مع اختبارات تثبتها.",
        },
        asks: {
          en: "A link to the commit or pull request with your fixes, and as text: what you checked, what you found and what you changed, or why you changed nothing",
          ml: "നിങ്ങളുടെ പരിഹാരങ്ങളുള്ള commit-ന്റെയോ pull request-ന്റെയോ ലിങ്ക്; ടെക്സ്റ്റായി: നിങ്ങൾ എന്ത് പരിശോധിച്ചു, എന്ത് കണ്ടെത്തി, എന്ത് മാറ്റി, അല്ലെങ്കിൽ ഒന്നും മാറ്റാത്തത് എന്തുകൊണ്ട്",
          ar: "رابط الـ commit أو طلب الدمج (pull request) الذي يضم إصلاحاتك، ونصًّا فيه: ما فحصته، وما وجدته، وما غيّرته، أو لماذا لم تغيّر شيئًا",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Explain a vulnerability aloud",
          ml: "ഒരു ദൗർബല്യം ഉറക്കെ വിശദീകരിക്കുക",
          ar: "اشرح ثغرة بصوت عالٍ",
        },
        description: {
          en: "Record a 3 to 5 minute screen walkthrough of one vulnerability, from an Ethernaut level or a well-known incident such as The DAO hack of 2016: the vulnerable code, how the attack works step by step and the fix. Speak to a developer who has never seen it, and show the code as you talk. OBS Studio records for free; upload the video to YouTube as unlisted.",
          ml: "ഒരു Ethernaut ലെവലിൽ നിന്നോ 2016-ലെ The DAO ഹാക്ക് പോലുള്ള പ്രശസ്തമായ ഒരു സംഭവത്തിൽ നിന്നോ ഉള്ള ഒരു ദൗർബല്യത്തെക്കുറിച്ച് 3 മുതൽ 5 മിനിറ്റ് വരെയുള്ള ഒരു സ്ക്രീൻ വിശദീകരണം റെക്കോർഡ് ചെയ്യുക: ദുർബലമായ കോഡ്, ആക്രമണം പടിപടിയായി എങ്ങനെ പ്രവർത്തിക്കുന്നു, അതിന്റെ പരിഹാരം. ഇത് ഇതുവരെ കണ്ടിട്ടില്ലാത്ത ഒരു ഡെവലപ്പറോട് സംസാരിക്കുന്നതുപോലെ, സംസാരിക്കുമ്പോൾ കോഡ് കാണിച്ചുകൊണ്ട് വിശദീകരിക്കുക. OBS Studio ഉപയോഗിച്ച് സൗജന്യമായി റെക്കോർഡ് ചെയ്ത്, വീഡിയോ YouTube-ൽ unlisted ആയി അപ്‌ലോഡ് ചെയ്യുക.",
          ar: "سجّل شرحًا على الشاشة مدته من 3 إلى 5 دقائق لثغرة واحدة، من مستوى في Ethernaut أو من حادثة معروفة مثل اختراق The DAO عام 2016: الشيفرة المعيبة، وكيف يعمل الهجوم خطوة بخطوة، والإصلاح. تحدّث كأنك تخاطب مطوّرًا لم يرها من قبل، واعرض الشيفرة وأنت تتكلم. يمكنك التسجيل مجانًا بـ OBS Studio، ثم ارفع الفيديو إلى YouTube بوضع “غير مدرج” (unlisted).",
        },
        asks: {
          en: "A link to your recording, for example an unlisted YouTube video",
          ml: "നിങ്ങളുടെ റെക്കോർഡിംഗിന്റെ ലിങ്ക്, ഉദാഹരണത്തിന് unlisted ആയ ഒരു YouTube വീഡിയോ",
          ar: "رابط تسجيلك، مثل فيديو غير مدرج على YouTube",
        },
        link: "required",
        text: "none",
        speaking: true,
      },
    ],
  },
  {
    id: "developer-7",
    journeySlug: "developer",
    number: 7,
    name: {
      en: "Mission 7: Demo day",
      ml: "മിഷൻ 7: ഡെമോ ഡേ",
      ar: "المهمة 7: يوم العرض",
    },
    objective: {
      en: "You can present a working project to your club in 4 to 6 minutes, showing the problem, a live demo and the design decisions behind it, and answer other builders' questions.",
      ml: "പ്രവർത്തിക്കുന്ന ഒരു പ്രോജക്റ്റ് 4 മുതൽ 6 മിനിറ്റിനുള്ളിൽ നിങ്ങളുടെ ക്ലബ്ബിന് മുന്നിൽ അവതരിപ്പിക്കാനും, പ്രശ്നവും ലൈവ് ഡെമോയും അതിനു പിന്നിലെ രൂപകൽപ്പനാ തീരുമാനങ്ങളും കാണിക്കാനും, മറ്റ് നിർമ്മാതാക്കളുടെ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من تقديم مشروع يعمل أمام ناديك في 4 إلى 6 دقائق، تعرض فيها المشكلة وعرضًا حيًّا وقرارات التصميم وراءه، ومن الإجابة عن أسئلة المطوّرين الآخرين.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: how to run a technical demo",
          ml: "വായന: ഒരു സാങ്കേതിക ഡെമോ എങ്ങനെ നടത്താം",
          ar: "اقرأ: كيف تقدّم عرضًا تقنيًا",
        },
        description: {
          en: "A good demo starts with the problem and who has it, shows the project working live, then explains one or two design decisions: the alternative you rejected and the trade-off you accepted. Run it on Sepolia, and keep a short screen recording of it working in case the network or wifi fails. Do not read code line by line: show only the lines that carry a decision, and end with what is next and what help you would like.",
          ml: "ഒരു നല്ല ഡെമോ പ്രശ്നവും അത് ആരെയാണ് ബാധിക്കുന്നതെന്നും പറഞ്ഞ് തുടങ്ങുന്നു, പ്രോജക്റ്റ് ലൈവായി പ്രവർത്തിക്കുന്നത് കാണിക്കുന്നു, തുടർന്ന് ഒന്നോ രണ്ടോ രൂപകൽപ്പനാ തീരുമാനങ്ങൾ വിശദീകരിക്കുന്നു: നിങ്ങൾ ഒഴിവാക്കിയ ബദലും നിങ്ങൾ സ്വീകരിച്ച വിട്ടുവീഴ്ചയും. അത് Sepolia-യിൽ പ്രവർത്തിപ്പിക്കുക; നെറ്റ്‌വർക്കോ വൈഫൈയോ തകരാറിലായാൽ ഉപയോഗിക്കാൻ, അത് പ്രവർത്തിക്കുന്നതിന്റെ ഒരു ചെറിയ സ്ക്രീൻ റെക്കോർഡിംഗ് കരുതുക. കോഡ് വരിവരിയായി വായിക്കരുത്: ഒരു തീരുമാനം ഉൾക്കൊള്ളുന്ന വരികൾ മാത്രം കാണിക്കുക, അടുത്തത് എന്താണെന്നും നിങ്ങൾക്ക് എന്ത് സഹായം വേണമെന്നും പറഞ്ഞ് അവസാനിപ്പിക്കുക.",
          ar: "يبدأ العرض الجيد بالمشكلة ومن يعاني منها، ثم يُظهر المشروع يعمل مباشرة، ثم يشرح قرارًا أو قرارين من قرارات التصميم: البديل الذي رفضته والمقايضة التي قبلتها. شغّله على Sepolia، واحتفظ بتسجيل قصير للشاشة يُظهره يعمل تحسّبًا لتعطّل الشبكة أو الواي فاي. لا تقرأ الشيفرة سطرًا سطرًا: اعرض فقط الأسطر التي تحمل قرارًا، واختم بالخطوة التالية وبالمساعدة التي تحتاجها.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: demo day",
          ml: "ക്വിസ്: ഡെമോ ഡേ",
          ar: "اختبار: يوم العرض",
        },
        description: {
          en: "Four questions on the reading above; three right answers pass. Some questions have more than one right answer: choose all of them.",
          ml: "മുകളിലെ വായനയെക്കുറിച്ച് നാല് ചോദ്യങ്ങൾ; മൂന്നെണ്ണം ശരിയായാൽ വിജയിക്കും. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്: അവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
          ar: "أربعة أسئلة حول القراءة السابقة؛ تنجح بثلاث إجابات صحيحة. لبعض الأسئلة أكثر من إجابة صحيحة: اخترها كلها.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "According to the reading, how should your demo start?",
                ml: "വായനയനുസരിച്ച്, നിങ്ങളുടെ ഡെമോ എങ്ങനെ തുടങ്ങണം?",
                ar: "وفقًا لما قرأته، كيف ينبغي أن يبدأ عرضك؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "With the problem the project solves and who has it",
                    ml: "പ്രോജക്റ്റ് പരിഹരിക്കുന്ന പ്രശ്നവും അത് ആരെയാണ് ബാധിക്കുന്നതെന്നും പറഞ്ഞ്",
                    ar: "بالمشكلة التي يحلّها المشروع ومن يعاني منها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "With the folder structure of the repository",
                    ml: "റിപ്പോസിറ്ററിയുടെ ഫോൾഡർ ഘടന കാണിച്ച്",
                    ar: "ببنية مجلدات المستودع",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "With the list of libraries you used",
                    ml: "നിങ്ങൾ ഉപയോഗിച്ച ലൈബ്രറികളുടെ പട്ടിക പറഞ്ഞ്",
                    ar: "بقائمة المكتبات التي استخدمتها",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Your audience is other builders. What is worth explaining?",
                ml: "നിങ്ങളുടെ സദസ്സ് മറ്റ് നിർമ്മാതാക്കളാണ്. എന്തൊക്കെ വിശദീകരിക്കേണ്ടതാണ്?",
                ar: "جمهورك مطوّرون آخرون. ما الذي يستحق الشرح؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Why you chose one design over an alternative",
                    ml: "ഒരു ബദലിനു പകരം ഒരു രൂപകൽപ്പന തിരഞ്ഞെടുത്തത് എന്തുകൊണ്ടെന്ന്",
                    ar: "لماذا اخترت تصميمًا بدل بديل آخر",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The trade-offs and known limits of your project",
                    ml: "നിങ്ങളുടെ പ്രോജക്റ്റിന്റെ വിട്ടുവീഴ്ചകളും അറിയാവുന്ന പരിമിതികളും",
                    ar: "المقايضات والحدود المعروفة لمشروعك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Every line of the code, in order",
                    ml: "കോഡിന്റെ ഓരോ വരിയും, ക്രമത്തിൽ",
                    ar: "كل سطر من الشيفرة بالترتيب",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Nothing, because the code speaks for itself",
                    ml: "ഒന്നുമില്ല, കാരണം കോഡ് സ്വയം സംസാരിക്കും",
                    ar: "لا شيء، فالشيفرة تتحدث عن نفسها",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "What should you prepare in case the network or wifi fails during your demo?",
                ml: "ഡെമോയ്ക്കിടെ നെറ്റ്‌വർക്കോ വൈഫൈയോ തകരാറിലായാൽ ഉപയോഗിക്കാൻ എന്താണ് കരുതേണ്ടത്?",
                ar: "ماذا يجب أن تُعدّ تحسّبًا لتعطّل الشبكة أو الواي فاي أثناء عرضك؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A short screen recording of the project working",
                    ml: "പ്രോജക്റ്റ് പ്രവർത്തിക്കുന്നതിന്റെ ഒരു ചെറിയ സ്ക്രീൻ റെക്കോർഡിംഗ്",
                    ar: "تسجيلًا قصيرًا للشاشة يُظهر المشروع يعمل",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Nothing: stop and apologise",
                    ml: "ഒന്നുമില്ല: നിർത്തി ക്ഷമ ചോദിക്കുക",
                    ar: "لا شيء: توقّف واعتذر",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A different project to talk about instead",
                    ml: "പകരം സംസാരിക്കാൻ മറ്റൊരു പ്രോജക്റ്റ്",
                    ar: "مشروعًا آخر تتحدث عنه بدلًا منه",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Why run your demo on a testnet such as Sepolia rather than on mainnet?",
                ml: "നിങ്ങളുടെ ഡെമോ മെയിൻനെറ്റിനു പകരം Sepolia പോലുള്ള ഒരു ടെസ്റ്റ്നെറ്റിൽ നടത്തുന്നത് എന്തുകൊണ്ട്?",
                ar: "لماذا تُجري عرضك على شبكة اختبار مثل Sepolia بدل الشبكة الرئيسية؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Test ether is free and has no value, so a mistake on stage costs nothing",
                    ml: "ടെസ്റ്റ് ഈതർ സൗജന്യമാണ്, അതിന് മൂല്യമില്ല, അതിനാൽ വേദിയിലെ ഒരു പിഴവിന് ഒന്നും ചെലവാകില്ല",
                    ar: "إيثر الاختبار مجاني ولا قيمة له، فلا يكلّف الخطأ على المسرح شيئًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Mainnet does not allow contracts from new developers",
                    ml: "പുതിയ ഡെവലപ്പർമാരുടെ കോൺട്രാക്റ്റുകൾ മെയിൻനെറ്റ് അനുവദിക്കില്ല",
                    ar: "الشبكة الرئيسية لا تسمح بعقود المطوّرين الجدد",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Transactions on a testnet never fail",
                    ml: "ടെസ്റ്റ്നെറ്റിലെ ഇടപാടുകൾ ഒരിക്കലും പരാജയപ്പെടില്ല",
                    ar: "المعاملات على شبكة الاختبار لا تفشل أبدًا",
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
          en: "Get the project demo-ready",
          ml: "പ്രോജക്റ്റ് ഡെമോയ്ക്ക് തയ്യാറാക്കുക",
          ar: "جهّز مشروعك للعرض",
        },
        description: {
          en: "Choose your project: your Mission 5 dApp, improved, or something new you built. Update its README with what it does, how to run it, the Sepolia contract address, a simple architecture diagram (Excalidraw is free) and its known limits. Record a 1 to 2 minute backup video of the demo working.",
          ml: "നിങ്ങളുടെ പ്രോജക്റ്റ് തിരഞ്ഞെടുക്കുക: മെച്ചപ്പെടുത്തിയ മിഷൻ 5 dApp, അല്ലെങ്കിൽ നിങ്ങൾ നിർമ്മിച്ച പുതിയ എന്തെങ്കിലും. അതിന്റെ README-യിൽ അത് എന്ത് ചെയ്യുന്നു, എങ്ങനെ പ്രവർത്തിപ്പിക്കാം, Sepolia കോൺട്രാക്റ്റ് വിലാസം, ലളിതമായ ഒരു ആർക്കിടെക്ചർ ഡയഗ്രം (Excalidraw സൗജന്യമാണ്), അറിയാവുന്ന പരിമിതികൾ എന്നിവ ചേർക്കുക. ഡെമോ പ്രവർത്തിക്കുന്നതിന്റെ 1 മുതൽ 2 മിനിറ്റ് വരെയുള്ള ഒരു ബാക്കപ്പ് വീഡിയോ റെക്കോർഡ് ചെയ്യുക.",
          ar: "اختر مشروعك: تطبيقك اللامركزي من المهمة 5 بعد تحسينه، أو شيئًا جديدًا بنيته. حدّث ملف README فيه بما يفعله، وكيفية تشغيله، وعنوان العقد على Sepolia، ومخطط بسيط للبنية (Excalidraw مجاني)، وحدوده المعروفة. وسجّل فيديو احتياطيًا مدته من دقيقة إلى دقيقتين يُظهر العرض يعمل.",
        },
        asks: {
          en: "A link to the project's repository, and as text: the link to your backup video and one sentence on what the project does",
          ml: "പ്രോജക്റ്റിന്റെ റിപ്പോസിറ്ററിയുടെ ലിങ്ക്; ടെക്സ്റ്റായി: ബാക്കപ്പ് വീഡിയോയുടെ ലിങ്കും പ്രോജക്റ്റ് എന്ത് ചെയ്യുന്നുവെന്ന് ഒരു വാക്യവും",
          ar: "رابط مستودع المشروع، ونصًّا فيه: رابط الفيديو الاحتياطي وجملة واحدة عمّا يفعله المشروع",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "speech",
        name: {
          en: "Demo at your club meeting",
          ml: "ക്ലബ് മീറ്റിംഗിൽ ഡെമോ അവതരിപ്പിക്കുക",
          ar: "قدّم عرضك في اجتماع ناديك",
        },
        description: {
          en: "Book a speech slot and give a 4 to 6 minute demo at your club meeting: the problem, the live demo, one design decision with its trade-off, how you keep users' funds and data safe, and what is next. Tell it so that a non-developer in the room can follow the story, and invite the builders to ask about the details. Take questions after the timed part.",
          ml: "ഒരു പ്രസംഗ സ്ലോട്ട് ബുക്ക് ചെയ്ത് ക്ലബ് മീറ്റിംഗിൽ 4 മുതൽ 6 മിനിറ്റ് വരെയുള്ള ഒരു ഡെമോ നടത്തുക: പ്രശ്നം, ലൈവ് ഡെമോ, വിട്ടുവീഴ്ച സഹിതം ഒരു രൂപകൽപ്പനാ തീരുമാനം, ഉപയോക്താക്കളുടെ പണവും ഡാറ്റയും നിങ്ങൾ എങ്ങനെ സുരക്ഷിതമാക്കുന്നു, അടുത്തത് എന്ത്. മുറിയിലുള്ള ഡെവലപ്പർ അല്ലാത്ത ഒരാൾക്കും കഥ പിന്തുടരാനാകുംവിധം പറയുക, വിശദാംശങ്ങളെക്കുറിച്ച് ചോദിക്കാൻ നിർമ്മാതാക്കളെ ക്ഷണിക്കുക. സമയം അളക്കുന്ന ഭാഗത്തിനു ശേഷം ചോദ്യങ്ങൾ സ്വീകരിക്കുക.",
          ar: "احجز موعدًا لخطاب وقدّم عرضًا من 4 إلى 6 دقائق في اجتماع ناديك: المشكلة، والعرض الحي، وقرار تصميم واحد مع مقايضته، وكيف تحمي أموال المستخدمين وبياناتهم، والخطوة التالية. احكِ القصة بحيث يتابعها من ليس مطوّرًا بين الحضور، وادعُ المطوّرين إلى السؤال عن التفاصيل. واستقبل الأسئلة بعد انتهاء الجزء المحسوب وقته.",
        },
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "What the room taught you",
          ml: "സദസ്സ് നിങ്ങളെ പഠിപ്പിച്ചത്",
          ar: "ما تعلّمته من الحضور",
        },
        description: {
          en: "Write what your evaluator and the audience told you, which question was hardest to answer and what you would change in the project or in the demo. Name at least one concrete next step.",
          ml: "നിങ്ങളുടെ പ്രസംഗം വിലയിരുത്തിയയാളും സദസ്സും എന്ത് പറഞ്ഞു, ഉത്തരം നൽകാൻ ഏറ്റവും പ്രയാസമുള്ള ചോദ്യം ഏതായിരുന്നു, പ്രോജക്റ്റിലോ ഡെമോയിലോ നിങ്ങൾ എന്ത് മാറ്റും എന്നിവ എഴുതുക. കുറഞ്ഞത് ഒരു വ്യക്തമായ അടുത്ത ചുവടെങ്കിലും പറയുക.",
          ar: "اكتب ما قاله لك المقيّم والحضور، وأيّ سؤال كان الأصعب في الإجابة، وما الذي ستغيّره في المشروع أو في العرض. واذكر خطوة تالية محددة واحدة على الأقل.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "developer-8",
    journeySlug: "developer",
    number: 8,
    name: {
      en: "Mission 8: Developer career",
      ml: "മിഷൻ 8: ഡെവലപ്പർ കരിയർ",
      ar: "المهمة 8: مسيرة المطوّر",
    },
    objective: {
      en: "You can contribute to an open-source project, present yourself as a Web3 developer with a public profile and plan your next year of hackathons, applications and learning.",
      ml: "ഒരു ഓപ്പൺ സോഴ്സ് പ്രോജക്റ്റിലേക്ക് സംഭാവന ചെയ്യാനും, ഒരു പൊതു പ്രൊഫൈലിലൂടെ ഒരു Web3 ഡെവലപ്പറായി സ്വയം അവതരിപ്പിക്കാനും, ഹാക്കത്തോണുകളും അപേക്ഷകളും പഠനവും ഉൾപ്പെടുന്ന അടുത്ത വർഷം ആസൂത്രണം ചെയ്യാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من المساهمة في مشروع مفتوح المصدر، ومن تقديم نفسك مطوّرًا في Web3 بملف تعريفي علني، ومن التخطيط لعامك القادم من الهاكاثونات والطلبات والتعلّم.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: ways into Web3 development",
          ml: "വായന: Web3 ഡെവലപ്മെന്റിലേക്കുള്ള വഴികൾ",
          ar: "اقرأ: طرق الدخول إلى تطوير Web3",
        },
        description: {
          en: "Most Web3 developers are hired on public work: open-source contributions, hackathon projects and code others can read. Find projects that welcome newcomers through “good first issue” labels on GitHub (for example the ethereum.org website, OpenZeppelin, Foundry or viem) and read each project's contributing guide first; translating ethereum.org into Malayalam or Arabic counts too. Browse online hackathons on ETHGlobal, Devfolio or DoraHacks and free job boards such as web3.career, and remember that a real employer never asks you to pay, to connect a wallet holding funds or to run unknown code on a computer with your keys.",
          ml: "മിക്ക Web3 ഡെവലപ്പർമാർക്കും ജോലി ലഭിക്കുന്നത് പൊതുവായി കാണാവുന്ന പ്രവൃത്തികളിലൂടെയാണ്: ഓപ്പൺ സോഴ്സ് സംഭാവനകൾ, ഹാക്കത്തോൺ പ്രോജക്റ്റുകൾ, മറ്റുള്ളവർക്ക് വായിക്കാവുന്ന കോഡ്. GitHub-ലെ “good first issue” ലേബലുകൾ വഴി പുതുമുഖങ്ങളെ സ്വാഗതം ചെയ്യുന്ന പ്രോജക്റ്റുകൾ കണ്ടെത്തുക (ഉദാഹരണത്തിന് ethereum.org വെബ്‌സൈറ്റ്, OpenZeppelin, Foundry, viem), ആദ്യം ഓരോ പ്രോജക്റ്റിന്റെയും contributing ഗൈഡ് വായിക്കുക; ethereum.org മലയാളത്തിലേക്കോ അറബിയിലേക്കോ വിവർത്തനം ചെയ്യുന്നതും സംഭാവനയായി കണക്കാക്കും. ETHGlobal, Devfolio, DoraHacks എന്നിവയിലെ ഓൺലൈൻ ഹാക്കത്തോണുകളും web3.career പോലുള്ള സൗജന്യ ജോബ് ബോർഡുകളും നോക്കുക; യഥാർത്ഥ തൊഴിലുടമ ഒരിക്കലും പണം ചോദിക്കുകയോ, പണമുള്ള വാലറ്റ് ബന്ധിപ്പിക്കാൻ ആവശ്യപ്പെടുകയോ, നിങ്ങളുടെ കീകളുള്ള കമ്പ്യൂട്ടറിൽ അജ്ഞാത കോഡ് പ്രവർത്തിപ്പിക്കാൻ പറയുകയോ ചെയ്യില്ലെന്ന് ഓർക്കുക.",
          ar: "يحصل معظم مطوّري Web3 على وظائفهم بفضل عمل علني: مساهمات مفتوحة المصدر، ومشاريع هاكاثون، وشيفرة يستطيع الآخرون قراءتها. ابحث عن مشاريع ترحّب بالمبتدئين عبر وسوم “good first issue” على GitHub (مثل موقع ethereum.org أو OpenZeppelin أو Foundry أو viem)، واقرأ دليل المساهمة في كل مشروع أولًا؛ وترجمة ethereum.org إلى المالايالامية أو العربية تُحتسب مساهمة أيضًا. تصفّح الهاكاثونات عبر الإنترنت على ETHGlobal أو Devfolio أو DoraHacks، ولوحات الوظائف المجانية مثل web3.career، وتذكّر أن صاحب العمل الحقيقي لا يطلب منك أبدًا أن تدفع، أو أن تربط محفظة فيها أموال، أو أن تشغّل شيفرة مجهولة على حاسوب يحمل مفاتيحك.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: contributing and applying safely",
          ml: "ക്വിസ്: സുരക്ഷിതമായി സംഭാവന ചെയ്യലും അപേക്ഷിക്കലും",
          ar: "اختبار: المساهمة والتقديم بأمان",
        },
        description: {
          en: "Four questions on contributing and on applying safely; three right answers pass. Some have more than one right answer, so choose every one that fits.",
          ml: "സംഭാവന ചെയ്യുന്നതിനെക്കുറിച്ചും സുരക്ഷിതമായി അപേക്ഷിക്കുന്നതിനെക്കുറിച്ചും നാല് ചോദ്യങ്ങൾ; മൂന്നെണ്ണം ശരിയായാൽ വിജയിക്കും. ചിലതിന് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്, അതിനാൽ യോജിക്കുന്നതെല്ലാം തിരഞ്ഞെടുക്കുക.",
          ar: "أربعة أسئلة عن المساهمة والتقديم بأمان؛ تنجح بثلاث إجابات صحيحة. لبعضها أكثر من إجابة صحيحة، فاختر كل ما ينطبق.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "How do you pick a first issue in an open-source project?",
                ml: "ഒരു ഓപ്പൺ സോഴ്സ് പ്രോജക്റ്റിൽ ആദ്യത്തെ issue എങ്ങനെ തിരഞ്ഞെടുക്കാം?",
                ar: "كيف تختار أول مهمة (issue) لك في مشروع مفتوح المصدر؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Look for a “good first issue” label and read the contributing guide first",
                    ml: "“good first issue” ലേബൽ നോക്കുക, ആദ്യം contributing ഗൈഡ് വായിക്കുക",
                    ar: "ابحث عن وسم “good first issue” واقرأ دليل المساهمة أولًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Open a large pull request that rewrites the project without asking",
                    ml: "ചോദിക്കാതെ പ്രോജക്റ്റ് മുഴുവൻ മാറ്റിയെഴുതുന്ന ഒരു വലിയ pull request തുറക്കുക",
                    ar: "افتح طلب دمج كبيرًا يعيد كتابة المشروع دون أن تسأل",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Ask the maintainers for a paid role before contributing anything",
                    ml: "എന്തെങ്കിലും സംഭാവന ചെയ്യുന്നതിനു മുമ്പ് മെയിന്റെയ്നർമാരോട് ശമ്പളമുള്ള ഒരു റോൾ ചോദിക്കുക",
                    ar: "اطلب من القائمين على المشروع وظيفة مدفوعة قبل أن تساهم بأي شيء",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What makes a good first pull request?",
                ml: "ഒരു നല്ല ആദ്യ pull request-ന്റെ ലക്ഷണങ്ങൾ ഏതെല്ലാം?",
                ar: "ما الذي يجعل طلب الدمج الأول جيدًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It is small and focused on one issue",
                    ml: "അത് ചെറുതും ഒരു issue-ൽ മാത്രം ശ്രദ്ധിക്കുന്നതുമാണ്",
                    ar: "أن يكون صغيرًا ومركّزًا على مهمة واحدة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It links the issue and explains the change",
                    ml: "അത് issue-ലേക്ക് ലിങ്ക് ചെയ്യുകയും മാറ്റം വിശദീകരിക്കുകയും ചെയ്യുന്നു",
                    ar: "أن يربط بالمهمة ويشرح التغيير",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It includes a test or says how to check the change",
                    ml: "അതിൽ ഒരു ടെസ്റ്റ് ഉണ്ട്, അല്ലെങ്കിൽ മാറ്റം എങ്ങനെ പരിശോധിക്കാമെന്ന് പറയുന്നു",
                    ar: "أن يتضمن اختبارًا أو يبيّن كيف يُتحقق من التغيير",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "It adds unrelated formatting changes across many files",
                    ml: "അത് ബന്ധമില്ലാത്ത ഫോർമാറ്റിംഗ് മാറ്റങ്ങൾ നിരവധി ഫയലുകളിൽ വരുത്തുന്നു",
                    ar: "أن يضيف تعديلات تنسيق لا علاقة لها بالمهمة في ملفات كثيرة",
                  },
                },
              ],
              correct: ["a", "b", "c"],
            },
            {
              id: "q3",
              prompt: {
                en: "A “recruiter” sends you a take-home test: clone a repository and run it on the laptop where your wallet is installed. What should you do?",
                ml: "ഒരു “റിക്രൂട്ടർ” നിങ്ങൾക്ക് ഒരു ടേക്ക്-ഹോം ടെസ്റ്റ് അയയ്ക്കുന്നു: ഒരു റിപ്പോസിറ്ററി clone ചെയ്ത് നിങ്ങളുടെ വാലറ്റ് ഇൻസ്റ്റാൾ ചെയ്തിട്ടുള്ള ലാപ്‌ടോപ്പിൽ പ്രവർത്തിപ്പിക്കണം. നിങ്ങൾ എന്ത് ചെയ്യണം?",
                ar: "يرسل إليك “مسؤول توظيف” اختبارًا منزليًا: أن تنسخ مستودعًا (clone) وتشغّله على الحاسوب المحمول المثبّتة عليه محفظتك. ماذا يجب أن تفعل؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Check the recruiter through the company's official website or channels",
                    ml: "കമ്പനിയുടെ ഔദ്യോഗിക വെബ്‌സൈറ്റോ ചാനലുകളോ വഴി റിക്രൂട്ടറെ പരിശോധിക്കുക",
                    ar: "تحقّق من مسؤول التوظيف عبر الموقع الرسمي للشركة أو قنواتها الرسمية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Read what the code does, and run it only in a throwaway environment with no wallet or keys",
                    ml: "കോഡ് എന്ത് ചെയ്യുന്നുവെന്ന് വായിക്കുക, വാലറ്റോ കീകളോ ഇല്ലാത്ത ഒരു താൽക്കാലിക എൻവയോൺമെന്റിൽ മാത്രം പ്രവർത്തിപ്പിക്കുക",
                    ar: "اقرأ ما تفعله الشيفرة، ولا تشغّلها إلا في بيئة مؤقتة لا محفظة فيها ولا مفاتيح",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Run it at once on your laptop to show you are fast",
                    ml: "വേഗം കാണിക്കാൻ ഉടൻ തന്നെ ലാപ്‌ടോപ്പിൽ പ്രവർത്തിപ്പിക്കുക",
                    ar: "شغّلها فورًا على حاسوبك لتُظهر سرعتك",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Send your recovery phrase to prove your wallet is real",
                    ml: "വാലറ്റ് യഥാർത്ഥമാണെന്ന് തെളിയിക്കാൻ റിക്കവറി ഫ്രേസ് അയച്ചുകൊടുക്കുക",
                    ar: "أرسل عبارة الاسترداد لتثبت أن محفظتك حقيقية",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "A job offer asks you to pay a registration fee to secure the position. What does it mean?",
                ml: "ഒരു ജോലി വാഗ്ദാനം സ്ഥാനം ഉറപ്പാക്കാൻ രജിസ്ട്രേഷൻ ഫീസ് നൽകാൻ ആവശ്യപ്പെടുന്നു. ഇതിന്റെ അർത്ഥം എന്താണ്?",
                ar: "يطلب منك عرض عمل دفع رسوم تسجيل لضمان الوظيفة. ماذا يعني ذلك؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It is almost certainly a scam: real employers do not charge applicants",
                    ml: "ഇത് ഏറെക്കുറെ ഉറപ്പായും ഒരു തട്ടിപ്പാണ്: യഥാർത്ഥ തൊഴിലുടമകൾ അപേക്ഷകരിൽ നിന്ന് പണം ഈടാക്കില്ല",
                    ar: "إنه احتيال شبه مؤكد: أصحاب العمل الحقيقيون لا يتقاضون مالًا من المتقدّمين",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It is normal for Web3 roles",
                    ml: "Web3 ജോലികൾക്ക് ഇത് സാധാരണമാണ്",
                    ar: "هذا أمر طبيعي في وظائف Web3",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It shows that the company is serious about you",
                    ml: "കമ്പനി നിങ്ങളെ ഗൗരവമായി കാണുന്നുവെന്ന് ഇത് കാണിക്കുന്നു",
                    ar: "هذا يدل على أن الشركة جادّة في أمرك",
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
          en: "Make an open-source contribution",
          ml: "ഒരു ഓപ്പൺ സോഴ്സ് സംഭാവന നൽകുക",
          ar: "قدّم مساهمة مفتوحة المصدر",
        },
        description: {
          en: "Open a pull request to a public project that is not your own: a bug fix, a test or a documentation fix all count, and so does a translation on ethereum.org's Crowdin project. Follow the project's contributing guide, keep the change small and reply to the maintainers' review. It does not need to be merged yet for you to hand it in.",
          ml: "നിങ്ങളുടേതല്ലാത്ത ഒരു പൊതു പ്രോജക്റ്റിലേക്ക് ഒരു pull request തുറക്കുക: ഒരു ബഗ് പരിഹാരം, ഒരു ടെസ്റ്റ്, ഡോക്യുമെന്റേഷൻ തിരുത്തൽ എന്നിവയെല്ലാം കണക്കാക്കും, ethereum.org-ന്റെ Crowdin പ്രോജക്റ്റിലെ ഒരു വിവർത്തനവും. പ്രോജക്റ്റിന്റെ contributing ഗൈഡ് പിന്തുടരുക, മാറ്റം ചെറുതാക്കുക, മെയിന്റെയ്നർമാരുടെ അവലോകനത്തിന് മറുപടി നൽകുക. സമർപ്പിക്കാൻ അത് ഇതുവരെ merge ചെയ്യപ്പെടണമെന്നില്ല.",
          ar: "افتح طلب دمج (pull request) في مشروع عام ليس مشروعك: إصلاح خلل أو اختبار أو تصحيح في الوثائق، كلها تُحتسب، وكذلك ترجمة في مشروع ethereum.org على Crowdin. اتّبع دليل المساهمة في المشروع، واجعل التغيير صغيرًا، وردّ على مراجعة القائمين عليه. لا يلزم أن يكون قد دُمج بعد لكي تسلّمه.",
        },
        asks: {
          en: "A link to your pull request or to your translation on Crowdin, and as text: what you changed and what you learned from the maintainers' review",
          ml: "നിങ്ങളുടെ pull request-ന്റെയോ Crowdin-ലെ വിവർത്തനത്തിന്റെയോ ലിങ്ക്; ടെക്സ്റ്റായി: നിങ്ങൾ എന്ത് മാറ്റി, മെയിന്റെയ്നർമാരുടെ അവലോകനത്തിൽ നിന്ന് എന്ത് പഠിച്ചു",
          ar: "رابط طلب الدمج أو ترجمتك على Crowdin، ونصًّا فيه: ما الذي غيّرته وما تعلّمته من مراجعة القائمين على المشروع",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Your developer profile",
          ml: "നിങ്ങളുടെ ഡെവലപ്പർ പ്രൊഫൈൽ",
          ar: "ملفك التعريفي كمطوّر",
        },
        description: {
          en: "Polish your GitHub profile: a profile README, your projects from Missions 4 to 7 pinned with clear READMEs, and a one-page CV that links to them. Then choose one goal for the next three months, an online hackathon that is free to enter, a grant or a role, and register for it or note its deadline.",
          ml: "നിങ്ങളുടെ GitHub പ്രൊഫൈൽ മെച്ചപ്പെടുത്തുക: ഒരു പ്രൊഫൈൽ README, വ്യക്തമായ README-കളോടെ pin ചെയ്ത മിഷൻ 4 മുതൽ 7 വരെയുള്ള പ്രോജക്റ്റുകൾ, അവയിലേക്ക് ലിങ്ക് ചെയ്യുന്ന ഒരു പേജുള്ള CV. തുടർന്ന് അടുത്ത മൂന്ന് മാസത്തേക്ക് ഒരു ലക്ഷ്യം തിരഞ്ഞെടുക്കുക: സൗജന്യമായി പങ്കെടുക്കാവുന്ന ഒരു ഓൺലൈൻ ഹാക്കത്തോൺ, ഒരു ഗ്രാന്റ്, അല്ലെങ്കിൽ ഒരു ജോലി; അതിന് രജിസ്റ്റർ ചെയ്യുക അല്ലെങ്കിൽ അവസാന തീയതി കുറിച്ചുവെക്കുക.",
          ar: "حسّن ملفك على GitHub: ملف README للملف الشخصي، ومشاريعك من المهمة 4 إلى المهمة 7 مثبّتة (pinned) مع ملفات README واضحة، وسيرة ذاتية من صفحة واحدة تربط إليها. ثم اختر هدفًا واحدًا للأشهر الثلاثة القادمة: هاكاثونًا عبر الإنترنت مجاني المشاركة، أو منحة، أو وظيفة، وسجّل فيه أو دوّن موعده النهائي.",
        },
        asks: {
          en: "A link to your GitHub profile, and as text: the hackathon, grant or role you chose, with its date or deadline",
          ml: "നിങ്ങളുടെ GitHub പ്രൊഫൈലിന്റെ ലിങ്ക്; ടെക്സ്റ്റായി: നിങ്ങൾ തിരഞ്ഞെടുത്ത ഹാക്കത്തോൺ, ഗ്രാന്റ് അല്ലെങ്കിൽ ജോലി, അതിന്റെ തീയതിയോ അവസാന തീയതിയോ സഹിതം",
          ar: "رابط ملفك على GitHub، ونصًّا فيه: الهاكاثون أو المنحة أو الوظيفة التي اخترتها مع تاريخها أو موعدها النهائي",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Host a builders' session",
          ml: "ഒരു ബിൽഡർമാരുടെ സെഷൻ നയിക്കുക",
          ar: "استضف جلسة للمطوّرين",
        },
        description: {
          en: "Host a 20 to 30 minute live session for your club, on a Discord stage or voice channel or as an X Space: tell how you started building, show one thing you built in this journey and take questions. Announce it a few days ahead, prepare three talking points and invite other members to speak.",
          ml: "നിങ്ങളുടെ ക്ലബ്ബിനായി Discord സ്റ്റേജിലോ വോയ്സ് ചാനലിലോ X Space ആയോ 20 മുതൽ 30 മിനിറ്റ് വരെയുള്ള ഒരു ലൈവ് സെഷൻ നയിക്കുക: നിങ്ങൾ എങ്ങനെ നിർമ്മിക്കാൻ തുടങ്ങി എന്ന് പറയുക, ഈ യാത്രയിൽ നിർമ്മിച്ച ഒരു കാര്യം കാണിക്കുക, ചോദ്യങ്ങൾ സ്വീകരിക്കുക. കുറച്ച് ദിവസം മുമ്പേ അത് പ്രഖ്യാപിക്കുക, സംസാരിക്കാൻ മൂന്ന് പ്രധാന കാര്യങ്ങൾ തയ്യാറാക്കുക, മറ്റ് അംഗങ്ങളെയും സംസാരിക്കാൻ ക്ഷണിക്കുക.",
          ar: "استضف لناديك جلسة مباشرة مدتها من 20 إلى 30 دقيقة، على منصة Stage أو قناة صوتية في Discord أو في X Space: احكِ كيف بدأت البناء، واعرض شيئًا بنيته في هذه الرحلة، واستقبل الأسئلة. أعلن عنها قبل بضعة أيام، وحضّر ثلاث نقاط للحديث، وادعُ أعضاء آخرين إلى الكلام.",
        },
        asks: {
          en: "A link to the recording or to the session's announcement, and as text: the date, how many people joined and the best question you were asked",
          ml: "റെക്കോർഡിംഗിന്റെയോ സെഷന്റെ അറിയിപ്പിന്റെയോ ലിങ്ക്; ടെക്സ്റ്റായി: തീയതി, എത്ര പേർ പങ്കെടുത്തു, നിങ്ങളോട് ചോദിച്ച ഏറ്റവും നല്ല ചോദ്യം",
          ar: "رابط التسجيل أو إعلان الجلسة، ونصًّا فيه: التاريخ، وعدد من حضروا، وأفضل سؤال طُرح عليك",
        },
        link: "required",
        text: "required",
        speaking: true,
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "Your next twelve months",
          ml: "നിങ്ങളുടെ അടുത്ത പന്ത്രണ്ട് മാസം",
          ar: "أشهرك الاثنا عشر القادمة",
        },
        description: {
          en: "Write your plan for the next year as a developer: what you will build, which skills you will learn next, which communities you will contribute to and what role you are aiming for. Say what support you would like from your club.",
          ml: "ഒരു ഡെവലപ്പർ എന്ന നിലയിൽ അടുത്ത വർഷത്തേക്കുള്ള നിങ്ങളുടെ പദ്ധതി എഴുതുക: നിങ്ങൾ എന്ത് നിർമ്മിക്കും, അടുത്തതായി ഏതൊക്കെ കഴിവുകൾ പഠിക്കും, ഏതൊക്കെ കമ്മ്യൂണിറ്റികളിൽ സംഭാവന ചെയ്യും, ഏത് റോളാണ് ലക്ഷ്യമിടുന്നത്. നിങ്ങളുടെ ക്ലബ്ബിൽ നിന്ന് എന്ത് പിന്തുണയാണ് വേണ്ടതെന്നും പറയുക.",
          ar: "اكتب خطتك للعام القادم كمطوّر: ماذا ستبني، وأيّ المهارات ستتعلمها بعد ذلك، وفي أيّ مجتمعات ستساهم، وأيّ دور تطمح إليه. واذكر الدعم الذي تودّ أن يقدّمه لك ناديك.",
        },
        minLength: 250,
      },
    ],
  },
];
