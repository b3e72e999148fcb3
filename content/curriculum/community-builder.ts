import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the community-builder journey (issue 34). */
export const communityBuilderCurriculum: readonly CurriculumMission[] = [
  {
    id: "community-builder-3",
    journeySlug: "community-builder",
    number: 3,
    name: {
      en: "Mission 3: Community foundations",
      ml: "മിഷൻ 3: കമ്മ്യൂണിറ്റിയുടെ അടിത്തറ",
      ar: "المهمة 3: أسس المجتمع",
    },
    objective: {
      en: "Define what a community is for and who it serves, map how a newcomer becomes a contributor, and choose between Discord, Telegram and Farcaster for a reason you can explain.",
      ml: "ഒരു കമ്മ്യൂണിറ്റി എന്തിനുവേണ്ടിയാണെന്നും ആർക്കുവേണ്ടിയാണെന്നും നിർവചിക്കുക, ഒരു പുതുമുഖം എങ്ങനെ സംഭാവന ചെയ്യുന്ന അംഗമായി മാറുന്നുവെന്ന് രൂപരേഖ തയ്യാറാക്കുക, വിശദീകരിക്കാനാവുന്ന ഒരു കാരണത്തോടെ Discord, Telegram, Farcaster എന്നിവയിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക.",
      ar: "حدِّد غاية المجتمع ومن يخدم، وارسم كيف يتحوّل القادم الجديد إلى عضو مساهم، واختر بين Discord وTelegram وFarcaster لسببٍ تستطيع شرحه.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Purpose before platform",
          ml: "പ്ലാറ്റ്‌ഫോമിനു മുമ്പ് ലക്ഷ്യം",
          ar: "الغاية قبل المنصة",
        },
        description: {
          en: "Read the free help pages on Discord community servers and on Telegram groups and channels, and Farcaster's introduction at docs.farcaster.xyz. Note what each does best: Discord for organised channels, roles and voice events; Telegram for fast mobile chat and one-way announcement channels; Farcaster for an open social network whose accounts are not locked to one app. Then, before you pick any tool, write one sentence on why your community exists and for whom.",
          ml: "Discord കമ്മ്യൂണിറ്റി സെർവറുകളെയും Telegram ഗ്രൂപ്പുകളെയും ചാനലുകളെയും കുറിച്ചുള്ള സൗജന്യ സഹായ പേജുകളും docs.farcaster.xyz-ലെ Farcaster ആമുഖവും വായിക്കുക. ഓരോന്നും ഏറ്റവും നന്നായി ചെയ്യുന്നത് എന്താണെന്ന് കുറിക്കുക: ക്രമീകരിച്ച ചാനലുകൾക്കും റോളുകൾക്കും വോയ്‌സ് പരിപാടികൾക്കും Discord; വേഗത്തിലുള്ള മൊബൈൽ ചാറ്റിനും ഒരു ദിശയിലേക്കുള്ള അറിയിപ്പ് ചാനലുകൾക്കും Telegram; അക്കൗണ്ടുകൾ ഒരൊറ്റ ആപ്പിൽ കുടുങ്ങാത്ത തുറന്ന സോഷ്യൽ നെറ്റ്‌വർക്കിന് Farcaster. തുടർന്ന്, ഏതെങ്കിലും ടൂൾ തിരഞ്ഞെടുക്കുന്നതിനു മുമ്പ്, നിങ്ങളുടെ കമ്മ്യൂണിറ്റി എന്തിനാണ് നിലനിൽക്കുന്നതെന്നും ആർക്കുവേണ്ടിയാണെന്നും ഒരു വാക്യത്തിൽ എഴുതുക.",
          ar: "اقرأ صفحات المساعدة المجانية عن خوادم المجتمع في Discord وعن المجموعات والقنوات في Telegram، ومقدمة Farcaster على docs.farcaster.xyz. دوِّن ما يتقنه كلٌّ منها: Discord للقنوات المنظمة والأدوار والفعاليات الصوتية، وTelegram للدردشة السريعة على الهاتف وقنوات الإعلانات أحادية الاتجاه، وFarcaster لشبكة اجتماعية مفتوحة لا ترتبط حساباتها بتطبيق واحد. ثم اكتب، قبل أن تختار أي أداة، جملة واحدة عن سبب وجود مجتمعك ولمن هو.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: community foundations",
          ml: "ക്വിസ്: കമ്മ്യൂണിറ്റിയുടെ അടിത്തറ",
          ar: "اختبار: أسس المجتمع",
        },
        description: {
          en: "Answer four questions on this mission's reading; three right answers pass. If you miss, reread your notes and try again after the wait.",
          ml: "ഈ മിഷനിലെ വായനയെക്കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; മൂന്നെണ്ണം ശരിയായാൽ വിജയിക്കും. പരാജയപ്പെട്ടാൽ നിങ്ങളുടെ കുറിപ്പുകൾ വീണ്ടും വായിച്ച് കാത്തിരിപ്പിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.",
          ar: "أجب عن أربعة أسئلة حول قراءات هذه المهمة؛ ثلاث إجابات صحيحة تكفي للنجاح. وإن لم تنجح، فراجع ملاحظاتك وحاول مرة أخرى بعد فترة الانتظار.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What should you decide before choosing a platform for a new community?",
                ml: "ഒരു പുതിയ കമ്മ്യൂണിറ്റിക്കായി പ്ലാറ്റ്‌ഫോം തിരഞ്ഞെടുക്കുന്നതിനു മുമ്പ് നിങ്ങൾ എന്താണ് തീരുമാനിക്കേണ്ടത്?",
                ar: "ما الذي ينبغي أن تقرّره قبل اختيار منصة لمجتمع جديد؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Its purpose and the people it is for",
                    ml: "അതിന്റെ ലക്ഷ്യവും അത് ആർക്കുവേണ്ടിയാണെന്നും",
                    ar: "غايته والأشخاص الذين وُجد من أجلهم",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "How many channels it will have",
                    ml: "അതിൽ എത്ര ചാനലുകൾ ഉണ്ടാകുമെന്ന്",
                    ar: "عدد القنوات التي سيضمّها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The price of its token",
                    ml: "അതിന്റെ ടോക്കണിന്റെ വില",
                    ar: "سعر الرمز الخاص به",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "How does a Telegram channel differ from a Telegram group?",
                ml: "ഒരു Telegram ചാനൽ Telegram ഗ്രൂപ്പിൽ നിന്ന് എങ്ങനെ വ്യത്യസ്തമാണ്?",
                ar: "بمَ تختلف قناة Telegram عن مجموعة Telegram؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A channel is mainly for one-way posts from its admins to subscribers",
                    ml: "ചാനൽ പ്രധാനമായും അഡ്മിൻമാരിൽ നിന്ന് സബ്‌സ്‌ക്രൈബർമാരിലേക്കുള്ള ഒരു ദിശയിലുള്ള പോസ്റ്റുകൾക്കാണ്",
                    ar: "القناة مخصّصة أساسًا لمنشورات أحادية الاتجاه من مشرفيها إلى المشتركين",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "In a channel every subscriber can post by default",
                    ml: "ചാനലിൽ സ്വതവേ എല്ലാ സബ്‌സ്‌ക്രൈബർമാർക്കും പോസ്റ്റ് ചെയ്യാം",
                    ar: "في القناة يستطيع كل مشترك النشر افتراضيًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A channel only works on desktop computers",
                    ml: "ചാനൽ ഡെസ്ക്ടോപ്പ് കമ്പ്യൂട്ടറുകളിൽ മാത്രമേ പ്രവർത്തിക്കൂ",
                    ar: "القناة لا تعمل إلا على أجهزة الكمبيوتر المكتبية",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What is a member journey?",
                ml: "അംഗങ്ങളുടെ യാത്ര (member journey) എന്നാൽ എന്താണ്?",
                ar: "ما المقصود برحلة العضو؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The stages a person passes through, from first hearing of the community to contributing and leading",
                    ml: "കമ്മ്യൂണിറ്റിയെക്കുറിച്ച് ആദ്യമായി കേൾക്കുന്നതു മുതൽ സംഭാവന ചെയ്യുന്നതും നയിക്കുന്നതും വരെ ഒരാൾ കടന്നുപോകുന്ന ഘട്ടങ്ങൾ",
                    ar: "المراحل التي يمرّ بها الشخص، من أول سماعه بالمجتمع إلى المساهمة فيه وقيادته",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The travel plan for an in-person meetup",
                    ml: "നേരിട്ടുള്ള ഒരു കൂടിച്ചേരലിനായുള്ള യാത്രാ പദ്ധതി",
                    ar: "خطة السفر إلى لقاء حضوري",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The order of the channels in a server",
                    ml: "ഒരു സെർവറിലെ ചാനലുകളുടെ ക്രമം",
                    ar: "ترتيب القنوات في الخادم",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which statements about Farcaster are true? Choose all that apply.",
                ml: "Farcaster-നെക്കുറിച്ചുള്ള ഏത് പ്രസ്താവനകളാണ് ശരി? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ العبارات التالية عن Farcaster صحيحة؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It is an open protocol, so several apps can show the same account and followers",
                    ml: "ഇതൊരു തുറന്ന പ്രോട്ടോക്കോൾ ആയതിനാൽ പല ആപ്പുകൾക്കും ഒരേ അക്കൗണ്ടും ഫോളോവേഴ്‌സിനെയും കാണിക്കാം",
                    ar: "هو بروتوكول مفتوح، لذا يمكن لعدة تطبيقات أن تعرض الحساب نفسه والمتابعين أنفسهم",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Your account belongs to Discord",
                    ml: "നിങ്ങളുടെ അക്കൗണ്ട് Discord-ന്റെ ഉടമസ്ഥതയിലാണ്",
                    ar: "حسابك مملوك لشركة Discord",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "You must buy a token before you can read posts",
                    ml: "പോസ്റ്റുകൾ വായിക്കാൻ നിങ്ങൾ ആദ്യം ഒരു ടോക്കൺ വാങ്ങണം",
                    ar: "يجب أن تشتري رمزًا قبل أن تتمكن من قراءة المنشورات",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Each account has an ID recorded on a blockchain (OP Mainnet)",
                    ml: "ഓരോ അക്കൗണ്ടിനും ഒരു ബ്ലോക്ക്‌ചെയിനിൽ (OP Mainnet) രേഖപ്പെടുത്തിയ ഒരു ID ഉണ്ട്",
                    ar: "لكل حساب معرّف مسجّل على بلوكتشين (OP Mainnet)",
                  },
                },
              ],
              correct: ["a", "d"],
            },
          ],
        },
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Write your purpose and member journey",
          ml: "നിങ്ങളുടെ ലക്ഷ്യവും അംഗങ്ങളുടെ യാത്രയും എഴുതുക",
          ar: "اكتب غاية مجتمعك ورحلة أعضائه",
        },
        description: {
          en: "In a free Notion page or Google Doc, write your community's purpose in one sentence, describe the member it is for, and map four stages of their journey: newcomer, regular, contributor and leader. For each stage, say what the member does there and one thing you will offer to help them reach the next. Share the page so anyone with the link can view it.",
          ml: "ഒരു സൗജന്യ Notion പേജിലോ Google Doc-ലോ നിങ്ങളുടെ കമ്മ്യൂണിറ്റിയുടെ ലക്ഷ്യം ഒരു വാക്യത്തിൽ എഴുതുക, അത് ഏതുതരം അംഗത്തിനുവേണ്ടിയാണെന്ന് വിവരിക്കുക, അവരുടെ യാത്രയിലെ നാല് ഘട്ടങ്ങൾ രൂപപ്പെടുത്തുക: പുതുമുഖം, സ്ഥിരാംഗം, സംഭാവകൻ, നേതാവ്. ഓരോ ഘട്ടത്തിലും അംഗം എന്തു ചെയ്യുന്നുവെന്നും അടുത്ത ഘട്ടത്തിലെത്താൻ സഹായിക്കാൻ നിങ്ങൾ നൽകുന്ന ഒരു കാര്യവും എഴുതുക. ലിങ്ക് ഉള്ള ആർക്കും കാണാൻ കഴിയുന്ന വിധത്തിൽ പേജ് പങ്കിടുക.",
          ar: "في صفحة مجانية على Notion أو مستند Google، اكتب غاية مجتمعك في جملة واحدة، وصِف العضو الذي وُجد المجتمع من أجله، وارسم أربع مراحل لرحلته: قادم جديد، فعضو منتظم، فمساهم، فقائد. لكل مرحلة، اذكر ما يفعله العضو فيها وشيئًا واحدًا ستقدّمه لتساعده على بلوغ المرحلة التالية. شارك الصفحة بحيث يستطيع كل من يملك الرابط الاطلاع عليها.",
        },
        asks: {
          en: "A link to your page (viewable by anyone with the link) with the purpose, the member and the four stages",
          ml: "ലക്ഷ്യവും അംഗവും നാല് ഘട്ടങ്ങളുമുള്ള നിങ്ങളുടെ പേജിലേക്കുള്ള ലിങ്ക് (ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്നത്)",
          ar: "رابط صفحتك (متاحة لكل من يملك الرابط) وفيها الغاية والعضو والمراحل الأربع",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Set up a practice space",
          ml: "ഒരു പരിശീലന ഇടം ഒരുക്കുക",
          ar: "أنشئ مساحة للتدريب",
        },
        description: {
          en: "Build a free practice space on Discord or Telegram; you will use it in the next missions. On Discord, create a server with #welcome, #rules, #introductions, #announcements and one topic channel, plus two roles such as Member and Moderator; on Telegram, a group with the same sections, using Topics where your group offers them. Invite two club members to join and post an introduction.",
          ml: "Discord-ലോ Telegram-ലോ ഒരു സൗജന്യ പരിശീലന ഇടം ഉണ്ടാക്കുക; അടുത്ത മിഷനുകളിൽ നിങ്ങൾ അത് ഉപയോഗിക്കും. Discord-ൽ #welcome, #rules, #introductions, #announcements, ഒരു വിഷയ ചാനൽ എന്നിവയും Member, Moderator പോലുള്ള രണ്ട് റോളുകളുമുള്ള ഒരു സെർവർ ഉണ്ടാക്കുക; Telegram-ൽ ഇതേ വിഭാഗങ്ങളുള്ള ഒരു ഗ്രൂപ്പ്, ലഭ്യമെങ്കിൽ Topics ഉപയോഗിച്ച്. രണ്ട് ക്ലബ് അംഗങ്ങളെ ക്ഷണിച്ച് അവരോട് ചേർന്ന് ഒരു പരിചയപ്പെടുത്തൽ പോസ്റ്റ് ചെയ്യാൻ ആവശ്യപ്പെടുക.",
          ar: "أنشئ مساحة تدريب مجانية على Discord أو Telegram، فستستخدمها في المهام القادمة. على Discord، أنشئ خادمًا فيه القنوات #welcome و#rules و#introductions و#announcements وقناة لموضوع واحد، ودورين مثل Member وModerator؛ وعلى Telegram، مجموعة بالأقسام نفسها مستخدمًا Topics إن أتاحتها مجموعتك. ادعُ عضوين من ناديك للانضمام ونشر تعريف بنفسيهما.",
        },
        asks: {
          en: "An invite link to your practice space, and a short note listing its channels and roles",
          ml: "നിങ്ങളുടെ പരിശീലന ഇടത്തിലേക്കുള്ള ക്ഷണ ലിങ്കും അതിലെ ചാനലുകളും റോളുകളും പട്ടികപ്പെടുത്തുന്ന ഒരു ചെറു കുറിപ്പും",
          ar: "رابط دعوة إلى مساحة التدريب، وملاحظة قصيرة تسرد قنواتها وأدوارها",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Why this platform",
          ml: "എന്തുകൊണ്ട് ഈ പ്ലാറ്റ്‌ഫോം",
          ar: "لماذا هذه المنصة",
        },
        description: {
          en: "Explain in your own words why you chose your platform for this community and not the other two. Name one trade-off you accept, such as a learning curve for newcomers, less control over your data or announcements lost in busy chat, and say how you will handle it.",
          ml: "ഈ കമ്മ്യൂണിറ്റിക്കായി മറ്റു രണ്ടെണ്ണത്തിനു പകരം ഈ പ്ലാറ്റ്‌ഫോം തിരഞ്ഞെടുത്തത് എന്തുകൊണ്ടെന്ന് സ്വന്തം വാക്കുകളിൽ വിശദീകരിക്കുക. പുതുമുഖങ്ങൾക്ക് പഠിക്കാനുള്ള പ്രയാസം, ഡാറ്റയിൽ കുറഞ്ഞ നിയന്ത്രണം, തിരക്കുള്ള ചാറ്റിൽ അറിയിപ്പുകൾ മുങ്ങിപ്പോകൽ എന്നിങ്ങനെ നിങ്ങൾ അംഗീകരിക്കുന്ന ഒരു വിട്ടുവീഴ്ച പറയുകയും അത് എങ്ങനെ കൈകാര്യം ചെയ്യുമെന്ന് എഴുതുകയും ചെയ്യുക.",
          ar: "اشرح بكلماتك لماذا اخترت منصتك لهذا المجتمع دون الأخريين. اذكر مقايضة واحدة تقبلها، مثل صعوبة التعلّم على القادمين الجدد، أو تحكّم أقل في بياناتك، أو ضياع الإعلانات في دردشة مزدحمة، وقل كيف ستتعامل معها.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "community-builder-4",
    journeySlug: "community-builder",
    number: 4,
    name: {
      en: "Mission 4: Moderation and safety",
      ml: "മിഷൻ 4: മോഡറേഷനും സുരക്ഷയും",
      ar: "المهمة 4: الإشراف والأمان",
    },
    objective: {
      en: "Write rules members understand, recognise the scams that target Web3 communities, set up automatic protection and train a volunteer to moderate with you.",
      ml: "അംഗങ്ങൾക്ക് മനസ്സിലാകുന്ന നിയമങ്ങൾ എഴുതുക, Web3 കമ്മ്യൂണിറ്റികളെ ലക്ഷ്യമിടുന്ന തട്ടിപ്പുകൾ തിരിച്ചറിയുക, സ്വയം പ്രവർത്തിക്കുന്ന സംരക്ഷണം സജ്ജമാക്കുക, നിങ്ങളോടൊപ്പം മോഡറേറ്റ് ചെയ്യാൻ ഒരു സന്നദ്ധപ്രവർത്തകനെ പരിശീലിപ്പിക്കുക.",
      ar: "اكتب قواعد يفهمها الأعضاء، وتعرّف إلى عمليات الاحتيال التي تستهدف مجتمعات Web3، وفعّل حماية تلقائية، ودرّب متطوعًا ليشرف على المجتمع معك.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "How communities get attacked",
          ml: "കമ്മ്യൂണിറ്റികൾ എങ്ങനെ ആക്രമിക്കപ്പെടുന്നു",
          ar: "كيف تتعرّض المجتمعات للهجوم",
        },
        description: {
          en: "Read the Discord Safety Center (discord.com/safety) and browse the public scam reports on Chainabuse (chainabuse.com), both free. Most attacks follow a few patterns: fake support staff who DM members, look-alike accounts posing as the team, links to sites that ask you to 'validate' or 'sync' a wallet, fake airdrops and mints, and requests for a seed phrase or private key. Write down each pattern and the sign that gives it away.",
          ml: "Discord Safety Center (discord.com/safety) വായിക്കുകയും Chainabuse-ലെ (chainabuse.com) പരസ്യമായ തട്ടിപ്പ് റിപ്പോർട്ടുകൾ പരിശോധിക്കുകയും ചെയ്യുക; രണ്ടും സൗജന്യമാണ്. മിക്ക ആക്രമണങ്ങളും ചില രീതികൾ പിന്തുടരുന്നു: അംഗങ്ങൾക്ക് DM അയയ്ക്കുന്ന വ്യാജ സപ്പോർട്ട് ജീവനക്കാർ, ടീമായി നടിക്കുന്ന സമാനരൂപമുള്ള അക്കൗണ്ടുകൾ, വാലറ്റ് 'validate' അല്ലെങ്കിൽ 'sync' ചെയ്യാൻ ആവശ്യപ്പെടുന്ന സൈറ്റുകളിലേക്കുള്ള ലിങ്കുകൾ, വ്യാജ എയർഡ്രോപ്പുകളും മിന്റുകളും, സീഡ് ഫ്രേസോ പ്രൈവറ്റ് കീയോ ചോദിക്കൽ. ഓരോ രീതിയും അതിനെ വെളിപ്പെടുത്തുന്ന അടയാളവും എഴുതിവെക്കുക.",
          ar: "اقرأ مركز الأمان في Discord (discord.com/safety) وتصفّح بلاغات الاحتيال العامة على Chainabuse (chainabuse.com)، وكلاهما مجاني. تتبع معظم الهجمات أنماطًا قليلة: موظفو دعم مزيّفون يراسلون الأعضاء برسائل خاصة، وحسابات شبيهة تنتحل صفة الفريق، وروابط لمواقع تطلب منك «التحقق من» محفظتك أو «مزامنتها»، وتوزيعات وعمليات سكّ مزيّفة، وطلبات لعبارة الاسترداد (seed phrase) أو المفتاح الخاص. دوِّن كل نمط والعلامة التي تكشفه.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: spotting scams and moderating",
          ml: "ക്വിസ്: തട്ടിപ്പുകൾ തിരിച്ചറിയലും മോഡറേഷനും",
          ar: "اختبار: كشف الاحتيال والإشراف",
        },
        description: {
          en: "Answer five questions on scams and moderation; four right answers pass. Each question is a situation you will meet in a real community.",
          ml: "തട്ടിപ്പുകളെയും മോഡറേഷനെയും കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; നാലെണ്ണം ശരിയായാൽ വിജയിക്കും. ഓരോ ചോദ്യവും ഒരു യഥാർത്ഥ കമ്മ്യൂണിറ്റിയിൽ നിങ്ങൾ നേരിടാനിടയുള്ള ഒരു സാഹചര്യമാണ്.",
          ar: "أجب عن خمسة أسئلة عن الاحتيال والإشراف؛ أربع إجابات صحيحة تكفي للنجاح. كل سؤال موقف ستواجهه في مجتمع حقيقي.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "A member gets a DM from 'Support' offering to fix their wallet if they 'validate' it on a website. What is it most likely to be?",
                ml: "ഒരു വെബ്‌സൈറ്റിൽ വാലറ്റ് 'validate' ചെയ്താൽ അത് ശരിയാക്കിത്തരാമെന്ന് 'Support' എന്ന പേരിൽ ഒരു അംഗത്തിന് DM ലഭിക്കുന്നു. ഇത് മിക്കവാറും എന്തായിരിക്കും?",
                ar: "تصل إلى عضو رسالة خاصة من «الدعم» تعرض إصلاح محفظته إن «تحقّق» منها على موقع ما. ما الأرجح أن تكون؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A phishing attempt to drain their wallet",
                    ml: "അവരുടെ വാലറ്റ് കാലിയാക്കാനുള്ള ഒരു ഫിഷിംഗ് ശ്രമം",
                    ar: "محاولة تصيّد لإفراغ محفظته",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The project's normal support process",
                    ml: "പ്രോജക്റ്റിന്റെ സാധാരണ സപ്പോർട്ട് നടപടിക്രമം",
                    ar: "إجراء الدعم المعتاد للمشروع",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "An airdrop they have earned",
                    ml: "അവർ നേടിയ ഒരു എയർഡ്രോപ്പ്",
                    ar: "توزيع مجاني استحقّه",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What should a moderator never ask a member for? Choose all that apply.",
                ml: "ഒരു മോഡറേറ്റർ ഒരിക്കലും ഒരു അംഗത്തോട് എന്താണ് ചോദിക്കരുതാത്തത്? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي لا ينبغي للمشرف أن يطلبه من العضو أبدًا؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Their seed phrase (recovery phrase)",
                    ml: "അവരുടെ സീഡ് ഫ്രേസ് (വീണ്ടെടുക്കൽ വാക്യം)",
                    ar: "عبارة الاسترداد (seed phrase)",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Their private key",
                    ml: "അവരുടെ പ്രൈവറ്റ് കീ",
                    ar: "مفتاحه الخاص",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Which channel the problem happened in",
                    ml: "പ്രശ്നം ഏത് ചാനലിലാണ് സംഭവിച്ചതെന്ന്",
                    ar: "القناة التي حدثت فيها المشكلة",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "When the problem started",
                    ml: "പ്രശ്നം എപ്പോഴാണ് തുടങ്ങിയതെന്ന്",
                    ar: "متى بدأت المشكلة",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which Discord settings help protect a server? Choose all that apply.",
                ml: "ഒരു സെർവറിനെ സംരക്ഷിക്കാൻ സഹായിക്കുന്ന Discord ക്രമീകരണങ്ങൾ ഏതൊക്കെ? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ إعدادات Discord تساعد على حماية الخادم؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Requiring two-factor authentication for moderator actions",
                    ml: "മോഡറേറ്റർ പ്രവർത്തനങ്ങൾക്ക് ടു-ഫാക്ടർ ഓതന്റിക്കേഷൻ നിർബന്ധമാക്കൽ",
                    ar: "اشتراط المصادقة الثنائية لإجراءات المشرفين",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Giving new members the Administrator permission",
                    ml: "പുതിയ അംഗങ്ങൾക്ക് Administrator അനുമതി നൽകൽ",
                    ar: "منح الأعضاء الجدد صلاحية Administrator",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Letting only the team post in the announcements channel",
                    ml: "അറിയിപ്പ് ചാനലിൽ ടീമിനെ മാത്രം പോസ്റ്റ് ചെയ്യാൻ അനുവദിക്കൽ",
                    ar: "السماح للفريق وحده بالنشر في قناة الإعلانات",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Allowing everyone to mention @everyone",
                    ml: "എല്ലാവർക്കും @everyone പരാമർശിക്കാൻ അനുവാദം നൽകൽ",
                    ar: "السماح للجميع بالإشارة إلى @everyone",
                  },
                },
              ],
              correct: ["a", "c"],
            },
            {
              id: "q4",
              prompt: {
                en: "What makes a community rule clear?",
                ml: "ഒരു കമ്മ്യൂണിറ്റി നിയമത്തെ വ്യക്തമാക്കുന്നത് എന്താണ്?",
                ar: "ما الذي يجعل قاعدة المجتمع واضحة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It names a specific behaviour and what happens when it is broken",
                    ml: "അത് ഒരു പ്രത്യേക പെരുമാറ്റവും അത് ലംഘിച്ചാൽ എന്തു സംഭവിക്കുമെന്നും പറയുന്നു",
                    ar: "أنها تسمّي سلوكًا محددًا وما يترتب على مخالفتها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It is long enough to cover every possible case",
                    ml: "സാധ്യമായ എല്ലാ സാഹചര്യങ്ങളും ഉൾക്കൊള്ളാൻ തക്ക നീളം അതിനുണ്ട്",
                    ar: "أنها طويلة بما يكفي لتغطية كل حالة ممكنة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Only the moderators know it, so no one can game it",
                    ml: "മോഡറേറ്റർമാർക്ക് മാത്രമേ അത് അറിയൂ, അതിനാൽ ആർക്കും അതിനെ മറികടക്കാനാവില്ല",
                    ar: "أن المشرفين وحدهم يعرفونها فلا يستطيع أحد التحايل عليها",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "An account with the founder's name and picture posts a 'surprise mint' link. What should a moderator do first?",
                ml: "സ്ഥാപകന്റെ പേരും ചിത്രവുമുള്ള ഒരു അക്കൗണ്ട് ഒരു 'surprise mint' ലിങ്ക് പോസ്റ്റ് ചെയ്യുന്നു. ഒരു മോഡറേറ്റർ ആദ്യം എന്തു ചെയ്യണം?",
                ar: "حساب يحمل اسم المؤسس وصورته ينشر رابط «سكّ مفاجئ». ماذا ينبغي للمشرف أن يفعل أولًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Delete the message, restrict the account and warn members in announcements",
                    ml: "സന്ദേശം നീക്കം ചെയ്യുക, അക്കൗണ്ട് നിയന്ത്രിക്കുക, അറിയിപ്പുകളിൽ അംഗങ്ങൾക്ക് മുന്നറിയിപ്പ് നൽകുക",
                    ar: "يحذف الرسالة ويقيّد الحساب وينبّه الأعضاء في قناة الإعلانات",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Open the link to check whether it is real",
                    ml: "അത് യഥാർത്ഥമാണോ എന്ന് പരിശോധിക്കാൻ ലിങ്ക് തുറക്കുക",
                    ar: "يفتح الرابط ليتحقق إن كان حقيقيًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Wait until the founder is online to ask",
                    ml: "ചോദിക്കാൻ സ്ഥാപകൻ ഓൺലൈനിൽ വരുന്നതുവരെ കാത്തിരിക്കുക",
                    ar: "ينتظر حتى يتصل المؤسس ليسأله",
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
          en: "Rules and a ladder of consequences",
          ml: "നിയമങ്ങളും നടപടികളുടെ ഗോവണിയും",
          ar: "القواعد وسُلّم العواقب",
        },
        description: {
          en: "Write five to eight rules for your practice space, each naming a behaviour in plain words, and a ladder of consequences: a reminder, a warning, a timeout, then a ban, noting the offences that go straight to a ban, such as scam links and impersonation. Add a line members will see often: 'The team will never DM you first and will never ask for your seed phrase.' Post the rules in your #rules channel or as a pinned message.",
          ml: "നിങ്ങളുടെ പരിശീലന ഇടത്തിനായി അഞ്ചു മുതൽ എട്ടു വരെ നിയമങ്ങൾ എഴുതുക, ഓരോന്നും ഒരു പെരുമാറ്റത്തെ ലളിതമായ വാക്കുകളിൽ പറയുന്നതാകണം; ഒപ്പം നടപടികളുടെ ഒരു ഗോവണിയും: ഓർമ്മപ്പെടുത്തൽ, മുന്നറിയിപ്പ്, ടൈംഔട്ട്, പിന്നെ ബാൻ; തട്ടിപ്പ് ലിങ്കുകളും ആൾമാറാട്ടവും പോലെ നേരിട്ട് ബാനിലേക്ക് പോകുന്ന കുറ്റങ്ങളും രേഖപ്പെടുത്തുക. അംഗങ്ങൾ പതിവായി കാണുന്ന ഒരു വരി ചേർക്കുക: 'ടീം ഒരിക്കലും നിങ്ങൾക്ക് ആദ്യം DM അയയ്ക്കില്ല, നിങ്ങളുടെ സീഡ് ഫ്രേസ് ഒരിക്കലും ചോദിക്കില്ല.' നിയമങ്ങൾ #rules ചാനലിലോ പിൻ ചെയ്ത സന്ദേശമായോ പോസ്റ്റ് ചെയ്യുക.",
          ar: "اكتب من خمس إلى ثماني قواعد لمساحة التدريب، تسمّي كلٌّ منها سلوكًا بكلمات بسيطة، وسُلّمًا للعواقب: تذكير، فإنذار، فإيقاف مؤقت، ثم حظر، مع ذكر المخالفات التي تؤدي إلى الحظر مباشرة مثل روابط الاحتيال وانتحال الشخصية. أضف سطرًا يراه الأعضاء كثيرًا: «لن يراسلك الفريق أولًا برسالة خاصة، ولن يطلب منك عبارة الاسترداد أبدًا». انشر القواعد في قناة #rules أو في رسالة مثبّتة.",
        },
        asks: {
          en: "A link to your rules (the #rules message or a shared document), including the ladder of consequences",
          ml: "നടപടികളുടെ ഗോവണി ഉൾപ്പെടെ നിങ്ങളുടെ നിയമങ്ങളിലേക്കുള്ള ലിങ്ക് (#rules സന്ദേശം അല്ലെങ്കിൽ പങ്കിട്ട ഒരു ഡോക്യുമെന്റ്)",
          ar: "رابط قواعدك (رسالة #rules أو مستند مشترك) بما فيها سُلّم العواقب",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Turn on automatic protection",
          ml: "സ്വയം പ്രവർത്തിക്കുന്ന സംരക്ഷണം ഓണാക്കുക",
          ar: "فعّل الحماية التلقائية",
        },
        description: {
          en: "On Discord, open Server Settings and set up the free AutoMod: block messages containing phrases such as 'seed phrase', 'validate your wallet' and 'claim airdrop', block mention spam, and require two-factor authentication for moderator actions. On Telegram, turn on slow mode, limit who can send links in the group's permissions, and add a free moderation bot such as Rose. Then test it: post a blocked phrase from a second account and check that it is caught.",
          ml: "Discord-ൽ Server Settings തുറന്ന് സൗജന്യ AutoMod സജ്ജമാക്കുക: 'seed phrase', 'validate your wallet', 'claim airdrop' പോലുള്ള വാക്കുകളുള്ള സന്ദേശങ്ങൾ തടയുക, മെൻഷൻ സ്പാം തടയുക, മോഡറേറ്റർ പ്രവർത്തനങ്ങൾക്ക് ടു-ഫാക്ടർ ഓതന്റിക്കേഷൻ നിർബന്ധമാക്കുക. Telegram-ൽ slow mode ഓണാക്കുക, ഗ്രൂപ്പിന്റെ അനുമതികളിൽ ലിങ്കുകൾ അയയ്ക്കാൻ കഴിയുന്നവരെ പരിമിതപ്പെടുത്തുക, Rose പോലുള്ള ഒരു സൗജന്യ മോഡറേഷൻ ബോട്ട് ചേർക്കുക. തുടർന്ന് പരീക്ഷിക്കുക: രണ്ടാമതൊരു അക്കൗണ്ടിൽ നിന്ന് തടഞ്ഞ ഒരു വാക്ക് പോസ്റ്റ് ചെയ്ത് അത് പിടിക്കപ്പെടുന്നുണ്ടോ എന്ന് നോക്കുക.",
          ar: "على Discord، افتح Server Settings واضبط أداة AutoMod المجانية: احجب الرسائل التي تحتوي عبارات مثل 'seed phrase' و'validate your wallet' و'claim airdrop'، واحجب الإشارات المزعجة، واشترط المصادقة الثنائية لإجراءات المشرفين. وعلى Telegram، فعّل الوضع البطيء (slow mode)، وقيّد من يستطيع إرسال الروابط من أذونات المجموعة، وأضف بوت إشراف مجانيًا مثل Rose. ثم اختبر ذلك: انشر عبارة محجوبة من حساب ثانٍ وتأكد من أنها تُلتقط.",
        },
        asks: {
          en: "A link to a screenshot of your protection settings (for example an image shared from Google Drive), and the phrases you blocked",
          ml: "നിങ്ങളുടെ സംരക്ഷണ ക്രമീകരണങ്ങളുടെ സ്ക്രീൻഷോട്ടിലേക്കുള്ള ലിങ്കും (ഉദാഹരണത്തിന് Google Drive-ൽ നിന്ന് പങ്കിട്ട ചിത്രം) നിങ്ങൾ തടഞ്ഞ വാക്കുകളും",
          ar: "رابط لقطة شاشة لإعدادات الحماية (مثل صورة مشتركة من Google Drive)، والعبارات التي حجبتها",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Train a volunteer moderator",
          ml: "ഒരു സന്നദ്ധ മോഡറേറ്ററെ പരിശീലിപ്പിക്കുക",
          ar: "درّب مشرفًا متطوعًا",
        },
        description: {
          en: "Invite one or two club members to be volunteer moderators and lead a 15-minute training call on Discord, Telegram or Google Meet. Walk them through your rules and the ladder, then role-play three scenarios: a scam link in a channel, an angry member arguing with the team, and an impersonator sending DMs. With everyone's permission, record the call with the free OBS Studio or your phone.",
          ml: "ഒന്നോ രണ്ടോ ക്ലബ് അംഗങ്ങളെ സന്നദ്ധ മോഡറേറ്റർമാരാകാൻ ക്ഷണിക്കുകയും Discord, Telegram അല്ലെങ്കിൽ Google Meet-ൽ 15 മിനിറ്റ് നീളുന്ന ഒരു പരിശീലന കോൾ നയിക്കുകയും ചെയ്യുക. നിങ്ങളുടെ നിയമങ്ങളും നടപടികളുടെ ഗോവണിയും അവർക്ക് വിശദീകരിച്ചശേഷം മൂന്ന് സാഹചര്യങ്ങൾ അഭിനയിച്ചു പരിശീലിക്കുക: ഒരു ചാനലിലെ തട്ടിപ്പ് ലിങ്ക്, ടീമുമായി തർക്കിക്കുന്ന ക്ഷുഭിതനായ ഒരു അംഗം, DM അയയ്ക്കുന്ന ഒരു ആൾമാറാട്ടക്കാരൻ. എല്ലാവരുടെയും അനുമതിയോടെ സൗജന്യ OBS Studio അല്ലെങ്കിൽ ഫോൺ ഉപയോഗിച്ച് കോൾ റെക്കോർഡ് ചെയ്യുക.",
          ar: "ادعُ عضوًا أو عضوين من ناديك ليكونا مشرفَين متطوعَين، وأدِر مكالمة تدريبية مدتها 15 دقيقة على Discord أو Telegram أو Google Meet. اشرح لهما قواعدك وسُلّم العواقب، ثم مثّلوا ثلاثة مواقف: رابط احتيال في قناة، وعضو غاضب يجادل الفريق، ومنتحل شخصية يرسل رسائل خاصة. وبإذن الجميع، سجّل المكالمة ببرنامج OBS Studio المجاني أو بهاتفك.",
        },
        asks: {
          en: "A link to the recording (for example an unlisted YouTube video or a shared Google Drive file), and a note on what each volunteer will do differently after the training",
          ml: "റെക്കോർഡിംഗിലേക്കുള്ള ലിങ്കും (ഉദാഹരണത്തിന് ലിസ്റ്റ് ചെയ്യാത്ത YouTube വീഡിയോ അല്ലെങ്കിൽ പങ്കിട്ട Google Drive ഫയൽ) പരിശീലനത്തിനു ശേഷം ഓരോ സന്നദ്ധപ്രവർത്തകനും വ്യത്യസ്തമായി എന്തു ചെയ്യുമെന്നതിനെക്കുറിച്ചുള്ള ഒരു കുറിപ്പും",
          ar: "رابط التسجيل (مثل فيديو غير مدرج على YouTube أو ملف مشترك على Google Drive)، وملاحظة عمّا سيفعله كل متطوع بشكل مختلف بعد التدريب",
        },
        link: "required",
        text: "required",
        speaking: true,
      },
    ],
  },
  {
    id: "community-builder-5",
    journeySlug: "community-builder",
    number: 5,
    name: {
      en: "Mission 5: Hosting live sessions",
      ml: "മിഷൻ 5: തത്സമയ സെഷനുകൾ നടത്തൽ",
      ar: "المهمة 5: استضافة الجلسات المباشرة",
    },
    objective: {
      en: "Plan and host a live audio session (an X Space, a Discord Stage or a Telegram voice chat) with a guest and audience questions, speaking as a host people want to listen to.",
      ml: "ഒരു അതിഥിയും സദസ്സിന്റെ ചോദ്യങ്ങളുമുള്ള ഒരു തത്സമയ ഓഡിയോ സെഷൻ (X Space, Discord Stage അല്ലെങ്കിൽ Telegram വോയ്‌സ് ചാറ്റ്) ആസൂത്രണം ചെയ്ത് നടത്തുക, ആളുകൾ കേൾക്കാൻ ആഗ്രഹിക്കുന്ന ഒരു അവതാരകനായി സംസാരിക്കുക.",
      ar: "خطِّط لجلسة صوتية مباشرة (X Space أو Discord Stage أو محادثة صوتية على Telegram) مع ضيف وأسئلة من الجمهور واستضِفها، متحدثًا كمضيف يحبّ الناس الاستماع إليه.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "The host's job",
          ml: "അവതാരകന്റെ ജോലി",
          ar: "مهمة المضيف",
        },
        description: {
          en: "A host keeps a live session on time and makes guests and listeners feel welcome. Plan it as a run-of-show: an opening with your name, the topic and how to ask questions; the guest's introduction; three to five prepared questions; open audience questions; and a close that tells people what to do next. Listen to the first ten minutes of two recorded Spaces or podcasts from Web3 projects you follow, and note how the hosts open, recap for latecomers and handle silence.",
          ml: "ഒരു അവതാരകൻ തത്സമയ സെഷൻ സമയത്തിന് നടത്തുകയും അതിഥികൾക്കും ശ്രോതാക്കൾക്കും സ്വാഗതം തോന്നിപ്പിക്കുകയും ചെയ്യുന്നു. അതിനെ ഒരു റൺ-ഓഫ്-ഷോ ആയി ആസൂത്രണം ചെയ്യുക: നിങ്ങളുടെ പേര്, വിഷയം, ചോദ്യം ചോദിക്കേണ്ട വിധം എന്നിവയോടെ തുടക്കം; അതിഥിയുടെ പരിചയപ്പെടുത്തൽ; തയ്യാറാക്കിയ മൂന്നു മുതൽ അഞ്ചു വരെ ചോദ്യങ്ങൾ; സദസ്സിന്റെ തുറന്ന ചോദ്യങ്ങൾ; അടുത്തതായി എന്തു ചെയ്യണമെന്ന് പറയുന്ന സമാപനം. നിങ്ങൾ പിന്തുടരുന്ന Web3 പ്രോജക്റ്റുകളുടെ റെക്കോർഡ് ചെയ്ത രണ്ട് Spaces-ന്റെയോ പോഡ്‌കാസ്റ്റുകളുടെയോ ആദ്യ പത്ത് മിനിറ്റ് കേട്ട്, അവതാരകർ എങ്ങനെ തുടങ്ങുന്നു, വൈകിയെത്തുന്നവർക്കായി എങ്ങനെ സംഗ്രഹിക്കുന്നു, നിശ്ശബ്ദത എങ്ങനെ കൈകാര്യം ചെയ്യുന്നു എന്ന് കുറിക്കുക.",
          ar: "يحافظ المضيف على توقيت الجلسة المباشرة ويُشعر الضيوف والمستمعين بالترحيب. خطّط لها كجدول لسير الجلسة: افتتاح تذكر فيه اسمك والموضوع وطريقة طرح الأسئلة؛ ثم تقديم الضيف؛ ثم ثلاثة إلى خمسة أسئلة معدّة مسبقًا؛ ثم أسئلة الجمهور المفتوحة؛ وختام يخبر الناس بما يفعلونه بعد ذلك. استمع إلى أول عشر دقائق من جلستَي Spaces مسجّلتين أو حلقتَي بودكاست لمشاريع Web3 تتابعها، ودوِّن كيف يفتتح المضيفون، وكيف يلخّصون للمتأخرين، وكيف يتعاملون مع الصمت.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: hosting live",
          ml: "ക്വിസ്: തത്സമയ അവതരണം",
          ar: "اختبار: الاستضافة المباشرة",
        },
        description: {
          en: "Answer five questions on hosting and speaking; four right answers pass. Think of the sessions you listened to as you answer.",
          ml: "അവതരണത്തെയും സംസാരത്തെയും കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; നാലെണ്ണം ശരിയായാൽ വിജയിക്കും. ഉത്തരം നൽകുമ്പോൾ നിങ്ങൾ കേട്ട സെഷനുകൾ ഓർക്കുക.",
          ar: "أجب عن خمسة أسئلة عن الاستضافة والتحدث؛ أربع إجابات صحيحة تكفي للنجاح. استحضر الجلسات التي استمعت إليها وأنت تجيب.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What is a run-of-show?",
                ml: "റൺ-ഓഫ്-ഷോ എന്നാൽ എന്താണ്?",
                ar: "ما المقصود بجدول سير الجلسة (run-of-show)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A timed plan of a session's parts, speakers and questions",
                    ml: "ഒരു സെഷന്റെ ഭാഗങ്ങളുടെയും പ്രഭാഷകരുടെയും ചോദ്യങ്ങളുടെയും സമയബന്ധിതമായ പദ്ധതി",
                    ar: "خطة موقّتة لأجزاء الجلسة ومتحدثيها وأسئلتها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The recording of a session",
                    ml: "ഒരു സെഷന്റെ റെക്കോർഡിംഗ്",
                    ar: "تسجيل الجلسة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The list of people banned from a session",
                    ml: "ഒരു സെഷനിൽ നിന്ന് വിലക്കപ്പെട്ടവരുടെ പട്ടിക",
                    ar: "قائمة الأشخاص المحظورين من الجلسة",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Why should a host briefly recap the topic and the guest every 10 to 15 minutes?",
                ml: "ഓരോ 10 മുതൽ 15 മിനിറ്റിലും അവതാരകൻ വിഷയവും അതിഥിയെയും ചുരുക്കി ഓർമ്മിപ്പിക്കേണ്ടത് എന്തുകൊണ്ട്?",
                ar: "لماذا ينبغي للمضيف أن يلخّص الموضوع ويذكّر بالضيف باختصار كل 10 إلى 15 دقيقة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Listeners join late and need the context to follow",
                    ml: "ശ്രോതാക്കൾ വൈകി ചേരുന്നു, പിന്തുടരാൻ അവർക്ക് പശ്ചാത്തലം ആവശ്യമാണ്",
                    ar: "لأن المستمعين ينضمّون متأخرين ويحتاجون إلى السياق ليتابعوا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The platform ends the session without it",
                    ml: "അതില്ലെങ്കിൽ പ്ലാറ്റ്‌ഫോം സെഷൻ അവസാനിപ്പിക്കും",
                    ar: "لأن المنصة تُنهي الجلسة من دونه",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "To fill time when nothing has been prepared",
                    ml: "ഒന്നും തയ്യാറാക്കാത്തപ്പോൾ സമയം നിറയ്ക്കാൻ",
                    ar: "لملء الوقت حين لا يكون شيء معدًّا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which habits make a speaking voice sound more confident? Choose all that apply.",
                ml: "സംസാരിക്കുന്ന ശബ്ദത്തിന് കൂടുതൽ ആത്മവിശ്വാസം നൽകുന്ന ശീലങ്ങൾ ഏതൊക്കെ? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ العادات تجعل صوت المتحدث يبدو أكثر ثقة؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Pausing instead of filling gaps with 'um' and 'uh'",
                    ml: "ഇടവേളകൾ 'ഉം', 'ആ' എന്നിവ കൊണ്ട് നിറയ്ക്കുന്നതിനു പകരം നിർത്തി സംസാരിക്കൽ",
                    ar: "التوقف لحظة بدل ملء الفراغات بأصوات مثل «إممم» و«آآه»",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A steady pace, a little slower than in conversation",
                    ml: "സാധാരണ സംഭാഷണത്തേക്കാൾ അൽപം പതുക്കെയുള്ള സ്ഥിരമായ വേഗം",
                    ar: "وتيرة ثابتة أبطأ قليلًا من وتيرة المحادثة العادية",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Apologising at length whenever something goes wrong",
                    ml: "എന്തെങ്കിലും പിഴയ്ക്കുമ്പോഴെല്ലാം ദീർഘമായി ക്ഷമ ചോദിക്കൽ",
                    ar: "الاعتذار المطوّل كلما حدث خطأ ما",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Speaking as fast as possible to cover more",
                    ml: "കൂടുതൽ കാര്യങ്ങൾ പറയാൻ കഴിയുന്നത്ര വേഗത്തിൽ സംസാരിക്കൽ",
                    ar: "التحدث بأسرع ما يمكن لتغطية المزيد",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "A listener asks the guest to predict the token's price, which the guest cannot answer. What should the host do?",
                ml: "ടോക്കണിന്റെ വില പ്രവചിക്കാൻ ഒരു ശ്രോതാവ് അതിഥിയോട് ആവശ്യപ്പെടുന്നു; അതിഥിക്ക് അതിന് ഉത്തരം നൽകാനാവില്ല. അവതാരകൻ എന്തു ചെയ്യണം?",
                ar: "يطلب مستمع من الضيف توقّع سعر الرمز، وهو سؤال لا يستطيع الضيف الإجابة عنه. ماذا ينبغي للمضيف أن يفعل؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Thank them, say politely that it cannot be answered here, and move to the next question",
                    ml: "നന്ദി പറഞ്ഞ്, അതിന് ഇവിടെ ഉത്തരം നൽകാനാവില്ലെന്ന് മാന്യമായി പറഞ്ഞ്, അടുത്ത ചോദ്യത്തിലേക്ക് നീങ്ങുക",
                    ar: "يشكره ويوضّح بلطف أنه لا يمكن الإجابة عنه هنا، ثم ينتقل إلى السؤال التالي",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Guess a price on the guest's behalf",
                    ml: "അതിഥിക്കു വേണ്ടി ഒരു വില ഊഹിച്ചു പറയുക",
                    ar: "يخمّن سعرًا نيابة عن الضيف",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Remove the listener from the session at once",
                    ml: "ആ ശ്രോതാവിനെ ഉടൻ സെഷനിൽ നിന്ന് പുറത്താക്കുക",
                    ar: "يطرد المستمع من الجلسة فورًا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "On Discord, which kind of channel is built for a live audio event where a few speak and the rest listen?",
                ml: "Discord-ൽ, കുറച്ചുപേർ സംസാരിക്കുകയും ബാക്കിയുള്ളവർ കേൾക്കുകയും ചെയ്യുന്ന തത്സമയ ഓഡിയോ പരിപാടിക്കായി നിർമ്മിച്ച ചാനൽ ഏതാണ്?",
                ar: "على Discord، ما نوع القناة المصمّمة لفعالية صوتية مباشرة يتحدث فيها قلّة ويستمع الباقون؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A Stage channel",
                    ml: "ഒരു Stage ചാനൽ",
                    ar: "قناة Stage",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A text channel",
                    ml: "ഒരു ടെക്സ്റ്റ് ചാനൽ",
                    ar: "قناة نصية",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A thread",
                    ml: "ഒരു ത്രെഡ്",
                    ar: "سلسلة رسائل (thread)",
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
          en: "Write your run-of-show",
          ml: "നിങ്ങളുടെ റൺ-ഓഫ്-ഷോ എഴുതുക",
          ar: "اكتب جدول سير جلستك",
        },
        description: {
          en: "Plan a 30-minute session with one guest: a club member with an interesting Web3 story, or a builder from your local community. In a shared Google Doc or Notion page, write the run-of-show with the minutes for each part, your opening words, the guest's introduction, five questions, how listeners ask questions, and a backup plan if the guest's connection drops. Send it to your guest at least two days before.",
          ml: "ഒരു അതിഥിയോടൊപ്പം 30 മിനിറ്റ് സെഷൻ ആസൂത്രണം ചെയ്യുക: രസകരമായ ഒരു Web3 അനുഭവമുള്ള ഒരു ക്ലബ് അംഗമോ നിങ്ങളുടെ പ്രാദേശിക കമ്മ്യൂണിറ്റിയിലെ ഒരു ബിൽഡറോ ആകാം. പങ്കിട്ട ഒരു Google Doc-ലോ Notion പേജിലോ റൺ-ഓഫ്-ഷോ എഴുതുക: ഓരോ ഭാഗത്തിനുമുള്ള മിനിറ്റുകൾ, നിങ്ങളുടെ ആമുഖ വാക്കുകൾ, അതിഥിയുടെ പരിചയപ്പെടുത്തൽ, അഞ്ച് ചോദ്യങ്ങൾ, ശ്രോതാക്കൾ ചോദ്യം ചോദിക്കേണ്ട വിധം, അതിഥിയുടെ കണക്ഷൻ മുറിഞ്ഞാലുള്ള ബദൽ പദ്ധതി. കുറഞ്ഞത് രണ്ട് ദിവസം മുമ്പ് അത് അതിഥിക്ക് അയച്ചുകൊടുക്കുക.",
          ar: "خطّط لجلسة مدتها 30 دقيقة مع ضيف واحد: عضو من ناديك لديه قصة شيّقة مع Web3، أو مطوّر من مجتمعك المحلي. في مستند Google أو صفحة Notion مشتركة، اكتب جدول سير الجلسة بدقائق كل جزء، وكلمات افتتاحك، وتقديم الضيف، وخمسة أسئلة، وطريقة طرح المستمعين لأسئلتهم، وخطة بديلة إن انقطع اتصال الضيف. أرسله إلى ضيفك قبل الجلسة بيومين على الأقل.",
        },
        asks: {
          en: "A link to your run-of-show (viewable by anyone with the link)",
          ml: "നിങ്ങളുടെ റൺ-ഓഫ്-ഷോയിലേക്കുള്ള ലിങ്ക് (ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്നത്)",
          ar: "رابط جدول سير جلستك (متاح لكل من يملك الرابط)",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Host it live",
          ml: "തത്സമയം അവതരിപ്പിക്കുക",
          ar: "استضِف الجلسة مباشرة",
        },
        description: {
          en: "Host the session on X Spaces (turn on recording when you start it), a Stage in your practice Discord server, or a Telegram voice chat. Announce it at least two days ahead in your club and your practice space, keep to your run-of-show, take at least two audience questions and finish on time. If your platform does not record, record it with OBS Studio or your phone.",
          ml: "X Spaces-ൽ (തുടങ്ങുമ്പോൾ റെക്കോർഡിംഗ് ഓണാക്കുക), നിങ്ങളുടെ പരിശീലന Discord സെർവറിലെ ഒരു Stage-ൽ, അല്ലെങ്കിൽ ഒരു Telegram വോയ്‌സ് ചാറ്റിൽ സെഷൻ നടത്തുക. കുറഞ്ഞത് രണ്ട് ദിവസം മുമ്പ് നിങ്ങളുടെ ക്ലബ്ബിലും പരിശീലന ഇടത്തിലും അറിയിപ്പ് നൽകുക, റൺ-ഓഫ്-ഷോ പാലിക്കുക, സദസ്സിൽ നിന്ന് കുറഞ്ഞത് രണ്ട് ചോദ്യങ്ങൾ എടുക്കുക, സമയത്ത് അവസാനിപ്പിക്കുക. നിങ്ങളുടെ പ്ലാറ്റ്‌ഫോം റെക്കോർഡ് ചെയ്യുന്നില്ലെങ്കിൽ OBS Studio അല്ലെങ്കിൽ ഫോൺ ഉപയോഗിച്ച് റെക്കോർഡ് ചെയ്യുക.",
          ar: "استضِف الجلسة على X Spaces (فعّل التسجيل عند بدئها)، أو في قناة Stage على خادم Discord التدريبي، أو في محادثة صوتية على Telegram. أعلِن عنها قبل يومين على الأقل في ناديك ومساحة التدريب، والتزم بجدول سير الجلسة، وخذ سؤالين على الأقل من الجمهور، واختم في الموعد. وإن لم تسجّل منصتك الجلسة، فسجّلها ببرنامج OBS Studio أو بهاتفك.",
        },
        asks: {
          en: "A link to the recording, and a short note: how many people listened, what went well and what you would change",
          ml: "റെക്കോർഡിംഗിലേക്കുള്ള ലിങ്കും ഒരു ചെറു കുറിപ്പും: എത്ര പേർ കേട്ടു, എന്തു നന്നായി നടന്നു, എന്തു മാറ്റും",
          ar: "رابط التسجيل، وملاحظة قصيرة: كم شخصًا استمع، وما الذي سار جيدًا، وما الذي ستغيّره",
        },
        link: "required",
        text: "required",
        speaking: true,
      },
      {
        stepId: "5",
        kind: "speech",
        name: {
          en: "Speech: what hosting taught me",
          ml: "പ്രസംഗം: അവതരണം എന്നെ പഠിപ്പിച്ചത്",
          ar: "خطاب: ما علّمتني إياه الاستضافة",
        },
        description: {
          en: "Give a 4 to 6 minute speech at your club meeting about hosting your session. Cover the format you chose and why, one moment that did not go to plan and how you recovered, and three habits of a confident host that the audience can use on their next call. End by inviting the club to your next session.",
          ml: "നിങ്ങൾ നടത്തിയ സെഷനെക്കുറിച്ച് ക്ലബ് മീറ്റിംഗിൽ 4 മുതൽ 6 മിനിറ്റ് വരെയുള്ള ഒരു പ്രസംഗം നടത്തുക. നിങ്ങൾ തിരഞ്ഞെടുത്ത രൂപവും അതിന്റെ കാരണവും, പദ്ധതി പോലെ നടക്കാതിരുന്ന ഒരു നിമിഷവും അതിൽ നിന്ന് എങ്ങനെ കരകയറിയെന്നും, സദസ്സിന് അവരുടെ അടുത്ത കോളിൽ ഉപയോഗിക്കാവുന്ന ആത്മവിശ്വാസമുള്ള അവതാരകന്റെ മൂന്ന് ശീലങ്ങളും ഉൾപ്പെടുത്തുക. നിങ്ങളുടെ അടുത്ത സെഷനിലേക്ക് ക്ലബ്ബിനെ ക്ഷണിച്ചുകൊണ്ട് അവസാനിപ്പിക്കുക.",
          ar: "ألقِ خطابًا من 4 إلى 6 دقائق في اجتماع ناديك عن استضافتك للجلسة. تحدّث عن الشكل الذي اخترته ولماذا، وعن لحظة لم تسر كما خطّطت وكيف تداركتها، وعن ثلاث عادات للمضيف الواثق يستطيع الحاضرون استخدامها في مكالمتهم القادمة. اختم بدعوة النادي إلى جلستك القادمة.",
        },
      },
    ],
  },
  {
    id: "community-builder-6",
    journeySlug: "community-builder",
    number: 6,
    name: {
      en: "Mission 6: Token-gated access and DAOs",
      ml: "മിഷൻ 6: ടോക്കൺ-ഗേറ്റഡ് പ്രവേശനവും DAO-കളും",
      ar: "المهمة 6: الوصول المشروط بالرموز والمنظمات اللامركزية",
    },
    objective: {
      en: "Gate a role with a wallet check that costs members nothing, and run a proposal and vote that members understand and take part in.",
      ml: "അംഗങ്ങൾക്ക് ഒരു ചെലവുമില്ലാത്ത വാലറ്റ് പരിശോധനയിലൂടെ ഒരു റോൾ നിയന്ത്രിക്കുക, അംഗങ്ങൾ മനസ്സിലാക്കുകയും പങ്കെടുക്കുകയും ചെയ്യുന്ന ഒരു നിർദ്ദേശവും വോട്ടെടുപ്പും നടത്തുക.",
      ar: "اجعل دورًا مشروطًا بفحص للمحفظة لا يكلّف الأعضاء شيئًا، وأدِر مقترحًا وتصويتًا يفهمه الأعضاء ويشاركون فيه.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Gates, proposals and votes",
          ml: "ഗേറ്റുകൾ, നിർദ്ദേശങ്ങൾ, വോട്ടുകൾ",
          ar: "البوابات والمقترحات والتصويت",
        },
        description: {
          en: "Token gating gives a role or channel to people who hold a token or NFT: the member proves it by signing a message with their wallet, which needs no transaction and no fee. Read the free documentation of Guild.xyz and Snapshot, then read two proposals on a public DAO forum such as the ENS DAO forum (discuss.ens.domains). For each proposal, note how it is laid out, how long the vote lasts, the quorum it needs and how many people voted.",
          ml: "ടോക്കണോ NFT-യോ കൈവശമുള്ളവർക്ക് ഒരു റോളോ ചാനലോ നൽകുന്നതാണ് ടോക്കൺ ഗേറ്റിംഗ്: അംഗം തന്റെ വാലറ്റ് ഉപയോഗിച്ച് ഒരു സന്ദേശം സൈൻ ചെയ്ത് അത് തെളിയിക്കുന്നു; ഇതിന് ഇടപാടോ ഫീസോ വേണ്ട. Guild.xyz-ന്റെയും Snapshot-ന്റെയും സൗജന്യ ഡോക്യുമെന്റേഷൻ വായിക്കുക, തുടർന്ന് ENS DAO ഫോറം (discuss.ens.domains) പോലുള്ള ഒരു പൊതു DAO ഫോറത്തിലെ രണ്ട് നിർദ്ദേശങ്ങൾ വായിക്കുക. ഓരോ നിർദ്ദേശത്തിനും അത് എങ്ങനെ ക്രമീകരിച്ചിരിക്കുന്നു, വോട്ടെടുപ്പ് എത്ര നാൾ നീളുന്നു, ആവശ്യമായ കോറം എത്ര, എത്ര പേർ വോട്ട് ചെയ്തു എന്നിവ കുറിക്കുക.",
          ar: "البوابة المشروطة بالرموز تمنح دورًا أو قناة لمن يحمل رمزًا أو NFT: يُثبت العضو ذلك بتوقيع رسالة بمحفظته، وهذا لا يتطلب معاملة ولا رسومًا. اقرأ التوثيق المجاني لـ Guild.xyz وSnapshot، ثم اقرأ مقترحين في منتدى عام لمنظمة لامركزية مثل منتدى ENS DAO (discuss.ens.domains). دوِّن لكل مقترح طريقة تنظيمه، ومدة التصويت، والنصاب المطلوب، وعدد من صوّتوا.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: gates and governance",
          ml: "ക്വിസ്: ഗേറ്റുകളും ഭരണവും",
          ar: "اختبار: البوابات والحوكمة",
        },
        description: {
          en: "Answer four questions on token gating and DAO voting; three right answers pass. Your notes on the two proposals will help.",
          ml: "ടോക്കൺ ഗേറ്റിംഗിനെയും DAO വോട്ടിംഗിനെയും കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; മൂന്നെണ്ണം ശരിയായാൽ വിജയിക്കും. രണ്ട് നിർദ്ദേശങ്ങളെക്കുറിച്ചുള്ള നിങ്ങളുടെ കുറിപ്പുകൾ സഹായിക്കും.",
          ar: "أجب عن أربعة أسئلة عن البوابات المشروطة بالرموز والتصويت في المنظمات اللامركزية؛ ثلاث إجابات صحيحة تكفي للنجاح. ستساعدك ملاحظاتك عن المقترحين.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "How does a token gate usually check that a member holds a token?",
                ml: "ഒരു അംഗത്തിന്റെ കൈവശം ടോക്കൺ ഉണ്ടെന്ന് ടോക്കൺ ഗേറ്റ് സാധാരണയായി എങ്ങനെ പരിശോധിക്കുന്നു?",
                ar: "كيف تتحقق البوابة المشروطة بالرموز عادةً من أن العضو يحمل رمزًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The member signs a message with their wallet, proving ownership with no transaction or fee",
                    ml: "അംഗം തന്റെ വാലറ്റ് ഉപയോഗിച്ച് ഒരു സന്ദേശം സൈൻ ചെയ്യുന്നു; ഇടപാടോ ഫീസോ ഇല്ലാതെ ഉടമസ്ഥത തെളിയിക്കുന്നു",
                    ar: "يوقّع العضو رسالة بمحفظته، فيُثبت الملكية من دون معاملة أو رسوم",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The member sends the token to a moderator",
                    ml: "അംഗം ടോക്കൺ ഒരു മോഡറേറ്റർക്ക് അയയ്ക്കുന്നു",
                    ar: "يرسل العضو الرمز إلى أحد المشرفين",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The member gives their seed phrase to the bot",
                    ml: "അംഗം തന്റെ സീഡ് ഫ്രേസ് ബോട്ടിന് നൽകുന്നു",
                    ar: "يعطي العضو عبارة الاسترداد الخاصة به للبوت",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What is Snapshot mostly used for?",
                ml: "Snapshot പ്രധാനമായും എന്തിനാണ് ഉപയോഗിക്കുന്നത്?",
                ar: "فيمَ يُستخدم Snapshot في الغالب؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Off-chain voting without gas fees, where each vote is a signed message",
                    ml: "ഗ്യാസ് ഫീസ് ഇല്ലാത്ത ഓഫ്-ചെയിൻ വോട്ടിംഗ്; ഓരോ വോട്ടും ഒരു സൈൻ ചെയ്ത സന്ദേശമാണ്",
                    ar: "التصويت خارج السلسلة من دون رسوم غاز، حيث كل صوت رسالة موقّعة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Taking screenshots of a Discord server",
                    ml: "ഒരു Discord സെർവറിന്റെ സ്ക്രീൻഷോട്ടുകൾ എടുക്കൽ",
                    ar: "التقاط صور لشاشة خادم Discord",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Holding a DAO's treasury",
                    ml: "ഒരു DAO-യുടെ ട്രഷറി സൂക്ഷിക്കൽ",
                    ar: "حفظ خزينة المنظمة اللامركزية",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What is a quorum?",
                ml: "കോറം എന്നാൽ എന്താണ്?",
                ar: "ما النصاب (quorum)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The minimum participation a vote needs for its result to count",
                    ml: "ഒരു വോട്ടെടുപ്പിന്റെ ഫലം സാധുവാകാൻ ആവശ്യമായ ഏറ്റവും കുറഞ്ഞ പങ്കാളിത്തം",
                    ar: "الحد الأدنى من المشاركة الذي يحتاجه التصويت ليُعتدّ بنتيجته",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The person who writes a proposal",
                    ml: "ഒരു നിർദ്ദേശം എഴുതുന്ന വ്യക്തി",
                    ar: "الشخص الذي يكتب المقترح",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The reward paid to each voter",
                    ml: "ഓരോ വോട്ടർക്കും നൽകുന്ന പ്രതിഫലം",
                    ar: "المكافأة المدفوعة لكل مصوّت",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which risks come with one-token-one-vote governance? Choose all that apply.",
                ml: "ഒരു ടോക്കണിന് ഒരു വോട്ട് എന്ന ഭരണരീതിക്ക് ഏതൊക്കെ അപകടസാധ്യതകളുണ്ട്? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما المخاطر التي تصاحب حوكمة «رمز واحد، صوت واحد»؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A few large holders can decide every result",
                    ml: "കുറച്ച് വലിയ ഉടമകൾക്ക് എല്ലാ ഫലങ്ങളും തീരുമാനിക്കാനാകും",
                    ar: "قد يحسم قلّة من كبار الحائزين كل النتائج",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Members with few tokens may feel their vote does not count and stop voting",
                    ml: "കുറച്ച് ടോക്കണുകൾ മാത്രമുള്ള അംഗങ്ങൾക്ക് തങ്ങളുടെ വോട്ടിന് വിലയില്ലെന്ന് തോന്നി വോട്ട് ചെയ്യുന്നത് നിർത്താം",
                    ar: "قد يشعر الأعضاء الذين يملكون رموزًا قليلة بأن صوتهم لا يُحتسب فيتوقفون عن التصويت",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Every member gets exactly the same voting power",
                    ml: "ഓരോ അംഗത്തിനും കൃത്യമായി ഒരേ വോട്ടിംഗ് ശക്തി ലഭിക്കുന്നു",
                    ar: "يحصل كل عضو على القوة التصويتية نفسها تمامًا",
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
          en: "Gate a role, for free",
          ml: "ഒരു റോൾ സൗജന്യമായി ഗേറ്റ് ചെയ്യുക",
          ar: "اجعل دورًا مشروطًا، مجانًا",
        },
        description: {
          en: "Using a fresh wallet that holds no funds, create a free guild on Guild.xyz (or use Collab.Land) for your practice Discord server that gives a Verified role to people who meet a requirement costing nothing, such as connecting a wallet and an X account, or holding a free POAP from one of your club's events. Never set a requirement that makes people buy a token. Ask two club members to join through the gate and check that they get the role.",
          ml: "പണമൊന്നുമില്ലാത്ത ഒരു പുതിയ വാലറ്റ് ഉപയോഗിച്ച്, നിങ്ങളുടെ പരിശീലന Discord സെർവറിനായി Guild.xyz-ൽ ഒരു സൗജന്യ guild ഉണ്ടാക്കുക (അല്ലെങ്കിൽ Collab.Land ഉപയോഗിക്കുക); ഒരു വാലറ്റും X അക്കൗണ്ടും ബന്ധിപ്പിക്കുക, അല്ലെങ്കിൽ നിങ്ങളുടെ ക്ലബ്ബിന്റെ ഒരു പരിപാടിയിൽ നിന്നുള്ള സൗജന്യ POAP കൈവശം വെക്കുക പോലുള്ള ചെലവില്ലാത്ത ഒരു നിബന്ധന പാലിക്കുന്നവർക്ക് അത് Verified റോൾ നൽകണം. ആളുകളെ ടോക്കൺ വാങ്ങാൻ നിർബന്ധിക്കുന്ന ഒരു നിബന്ധനയും ഒരിക്കലും വെക്കരുത്. രണ്ട് ക്ലബ് അംഗങ്ങളോട് ഗേറ്റിലൂടെ ചേരാൻ ആവശ്യപ്പെട്ട് അവർക്ക് റോൾ ലഭിക്കുന്നുണ്ടോ എന്ന് പരിശോധിക്കുക.",
          ar: "باستخدام محفظة جديدة لا تحوي أي أموال، أنشئ نقابة (guild) مجانية على Guild.xyz (أو استخدم Collab.Land) لخادم Discord التدريبي، تمنح دور Verified لمن يستوفي شرطًا لا يكلّف شيئًا، مثل ربط محفظة وحساب على X، أو امتلاك POAP مجاني من إحدى فعاليات ناديك. لا تضع أبدًا شرطًا يُلزم الناس بشراء رمز. اطلب من عضوين في ناديك الانضمام عبر البوابة وتحقّق من حصولهما على الدور.",
        },
        asks: {
          en: "A link to your guild or gate page, and a note naming the requirement and the role it gives",
          ml: "നിങ്ങളുടെ guild അല്ലെങ്കിൽ ഗേറ്റ് പേജിലേക്കുള്ള ലിങ്കും നിബന്ധനയും അത് നൽകുന്ന റോളും പറയുന്ന ഒരു കുറിപ്പും",
          ar: "رابط صفحة النقابة أو البوابة، وملاحظة تذكر الشرط والدور الذي يمنحه",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Propose and vote",
          ml: "നിർദ്ദേശിക്കുക, വോട്ട് ചെയ്യിക്കുക",
          ar: "اقترح وصوّت",
        },
        description: {
          en: "Write a short proposal for your practice space or your club, such as the topic of next month's live session, with a summary, the reason for it, the options and the voting dates. Post it for two or three days of discussion, then run the vote with a free tool: a Discord poll, a Telegram poll, or Snapshot's testnet site with your test wallet. Work out the turnout: the number of voters divided by the number of members.",
          ml: "നിങ്ങളുടെ പരിശീലന ഇടത്തിനോ ക്ലബ്ബിനോ വേണ്ടി, അടുത്ത മാസത്തെ തത്സമയ സെഷന്റെ വിഷയം പോലെ, ഒരു ചെറിയ നിർദ്ദേശം എഴുതുക: ഒരു സംഗ്രഹം, അതിന്റെ കാരണം, ഓപ്ഷനുകൾ, വോട്ടിംഗ് തീയതികൾ എന്നിവയോടെ. രണ്ടോ മൂന്നോ ദിവസം ചർച്ചയ്ക്കായി അത് പോസ്റ്റ് ചെയ്യുക, തുടർന്ന് ഒരു സൗജന്യ ടൂൾ ഉപയോഗിച്ച് വോട്ടെടുപ്പ് നടത്തുക: Discord poll, Telegram poll, അല്ലെങ്കിൽ നിങ്ങളുടെ ടെസ്റ്റ് വാലറ്റോടെ Snapshot-ന്റെ ടെസ്റ്റ്‌നെറ്റ് സൈറ്റ്. പങ്കാളിത്ത നിരക്ക് കണക്കാക്കുക: വോട്ട് ചെയ്തവരുടെ എണ്ണത്തെ അംഗങ്ങളുടെ എണ്ണം കൊണ്ട് ഹരിക്കുക.",
          ar: "اكتب مقترحًا قصيرًا لمساحة التدريب أو لناديك، مثل موضوع الجلسة المباشرة في الشهر القادم، يتضمن ملخصًا وسببه والخيارات ومواعيد التصويت. انشره للنقاش مدة يومين أو ثلاثة، ثم أجرِ التصويت بأداة مجانية: استطلاع Discord، أو استطلاع Telegram، أو موقع Snapshot التجريبي على الشبكة الاختبارية بمحفظتك التجريبية. احسب نسبة المشاركة: عدد المصوّتين مقسومًا على عدد الأعضاء.",
        },
        asks: {
          en: "A link to the proposal or the vote, and the result with the turnout (how many voted out of how many members)",
          ml: "നിർദ്ദേശത്തിലേക്കോ വോട്ടെടുപ്പിലേക്കോ ഉള്ള ലിങ്കും പങ്കാളിത്തത്തോടൊപ്പം ഫലവും (എത്ര അംഗങ്ങളിൽ എത്ര പേർ വോട്ട് ചെയ്തു)",
          ar: "رابط المقترح أو التصويت، والنتيجة مع نسبة المشاركة (كم صوّت من أصل كم عضوًا)",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Votes people actually use",
          ml: "ആളുകൾ യഥാർത്ഥത്തിൽ ഉപയോഗിക്കുന്ന വോട്ടുകൾ",
          ar: "تصويت يستخدمه الناس فعلًا",
        },
        description: {
          en: "In many DAOs only a small share of holders vote. Using your own turnout, explain why members did or did not vote, which voting method suits your community (one token one vote, one member one vote, or another) and one change that would bring more people in next time.",
          ml: "പല DAO-കളിലും ഉടമകളിൽ ചെറിയൊരു ഭാഗം മാത്രമേ വോട്ട് ചെയ്യാറുള്ളൂ. നിങ്ങളുടെ സ്വന്തം പങ്കാളിത്ത നിരക്ക് ഉപയോഗിച്ച്, അംഗങ്ങൾ എന്തുകൊണ്ട് വോട്ട് ചെയ്തു അല്ലെങ്കിൽ ചെയ്തില്ല, നിങ്ങളുടെ കമ്മ്യൂണിറ്റിക്ക് ഏത് വോട്ടിംഗ് രീതിയാണ് ചേരുന്നത് (ഒരു ടോക്കണിന് ഒരു വോട്ട്, ഒരു അംഗത്തിന് ഒരു വോട്ട്, അല്ലെങ്കിൽ മറ്റൊന്ന്), അടുത്ത തവണ കൂടുതൽ പേരെ പങ്കെടുപ്പിക്കുന്ന ഒരു മാറ്റം എന്നിവ വിശദീകരിക്കുക.",
          ar: "في كثير من المنظمات اللامركزية لا يصوّت إلا جزء صغير من الحائزين. استنادًا إلى نسبة المشاركة لديك، اشرح لماذا صوّت الأعضاء أو لم يصوّتوا، وأيّ طريقة تصويت تناسب مجتمعك («رمز واحد، صوت واحد» أو «عضو واحد، صوت واحد» أو غيرهما)، وتغييرًا واحدًا يجذب مشاركين أكثر في المرة القادمة.",
        },
        minLength: 250,
      },
    ],
  },
  {
    id: "community-builder-7",
    journeySlug: "community-builder",
    number: 7,
    name: {
      en: "Mission 7: Growth and metrics",
      ml: "മിഷൻ 7: വളർച്ചയും അളവുകളും",
      ar: "المهمة 7: النمو والمقاييس",
    },
    objective: {
      en: "Design an onboarding flow that turns newcomers into active members, track your community's health on a free dashboard, and plan an ambassador programme that rewards real contribution.",
      ml: "പുതുമുഖങ്ങളെ സജീവ അംഗങ്ങളാക്കി മാറ്റുന്ന ഒരു ഓൺബോർഡിംഗ് രീതി രൂപകൽപ്പന ചെയ്യുക, ഒരു സൗജന്യ ഡാഷ്‌ബോർഡിൽ കമ്മ്യൂണിറ്റിയുടെ ആരോഗ്യം പിന്തുടരുക, യഥാർത്ഥ സംഭാവനയ്ക്ക് പ്രതിഫലം നൽകുന്ന ഒരു അംബാസഡർ പ്രോഗ്രാം ആസൂത്രണം ചെയ്യുക.",
      ar: "صمِّم مسار انضمام يحوّل القادمين الجدد إلى أعضاء نشطين، وتابع صحة مجتمعك على لوحة متابعة مجانية، وخطّط لبرنامج سفراء يكافئ المساهمة الحقيقية.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Measure what matters",
          ml: "പ്രധാനപ്പെട്ടത് അളക്കുക",
          ar: "قِس ما يهمّ",
        },
        description: {
          en: "A large member count says little about a community's health. Track instead how many members are active each week, how many newcomers post for the first time, how many are still active 30 days after joining, and how many attend events or contribute. Read Discord's free help pages on Community Onboarding and Server Insights, and look for a community update with numbers on a public DAO forum to see how others report. Good onboarding gives each newcomer one simple first step and a reason to come back.",
          ml: "അംഗങ്ങളുടെ വലിയ എണ്ണം ഒരു കമ്മ്യൂണിറ്റിയുടെ ആരോഗ്യത്തെക്കുറിച്ച് കാര്യമായി ഒന്നും പറയുന്നില്ല. പകരം, ഓരോ ആഴ്ചയും എത്ര അംഗങ്ങൾ സജീവമാണ്, എത്ര പുതുമുഖങ്ങൾ ആദ്യമായി പോസ്റ്റ് ചെയ്യുന്നു, ചേർന്ന് 30 ദിവസത്തിനു ശേഷവും എത്ര പേർ സജീവമാണ്, എത്ര പേർ പരിപാടികളിൽ പങ്കെടുക്കുന്നു അല്ലെങ്കിൽ സംഭാവന ചെയ്യുന്നു എന്നിവ പിന്തുടരുക. Community Onboarding, Server Insights എന്നിവയെക്കുറിച്ചുള്ള Discord-ന്റെ സൗജന്യ സഹായ പേജുകൾ വായിക്കുക, മറ്റുള്ളവർ എങ്ങനെ റിപ്പോർട്ട് ചെയ്യുന്നുവെന്ന് കാണാൻ ഒരു പൊതു DAO ഫോറത്തിൽ സംഖ്യകളുള്ള ഒരു കമ്മ്യൂണിറ്റി അപ്‌ഡേറ്റ് കണ്ടെത്തുക. നല്ല ഓൺബോർഡിംഗ് ഓരോ പുതുമുഖത്തിനും ലളിതമായ ഒരു ആദ്യ ചുവടും തിരിച്ചുവരാൻ ഒരു കാരണവും നൽകുന്നു.",
          ar: "العدد الكبير للأعضاء لا يقول الكثير عن صحة المجتمع. تابِع بدلًا من ذلك عدد الأعضاء النشطين كل أسبوع، وعدد القادمين الجدد الذين ينشرون لأول مرة، وعدد من يبقون نشطين بعد 30 يومًا من انضمامهم، وعدد من يحضرون الفعاليات أو يساهمون. اقرأ صفحات المساعدة المجانية في Discord عن Community Onboarding وServer Insights، وابحث في منتدى عام لمنظمة لامركزية عن تحديث مجتمعي بالأرقام لترى كيف يقدّم الآخرون تقاريرهم. الانضمام الجيد يمنح كل قادم جديد خطوة أولى بسيطة وسببًا للعودة.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: growth and health",
          ml: "ക്വിസ്: വളർച്ചയും ആരോഗ്യവും",
          ar: "اختبار: النمو والصحة",
        },
        description: {
          en: "Answer four questions on community metrics and onboarding; three right answers pass. Look for the number behind each claim.",
          ml: "കമ്മ്യൂണിറ്റി അളവുകളെയും ഓൺബോർഡിംഗിനെയും കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; മൂന്നെണ്ണം ശരിയായാൽ വിജയിക്കും. ഓരോ അവകാശവാദത്തിനും പിന്നിലുള്ള സംഖ്യ തിരയുക.",
          ar: "أجب عن أربعة أسئلة عن مقاييس المجتمع ومسار الانضمام؛ ثلاث إجابات صحيحة تكفي للنجاح. ابحث عن الرقم الذي يقف وراء كل ادّعاء.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Which of these, on its own, is a vanity metric?",
                ml: "ഇവയിൽ ഏതാണ്, തനിച്ചെടുത്താൽ, ഒരു പൊങ്ങച്ച അളവ് (vanity metric)?",
                ar: "أيّ هذه المقاييس، منفردًا، مقياس للتباهي (vanity metric)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The total number of people who ever joined",
                    ml: "എപ്പോഴെങ്കിലും ചേർന്ന ആളുകളുടെ ആകെ എണ്ണം",
                    ar: "العدد الإجمالي لكل من انضمّ يومًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The share of new members still active after 30 days",
                    ml: "30 ദിവസത്തിനു ശേഷവും സജീവമായ പുതിയ അംഗങ്ങളുടെ അനുപാതം",
                    ar: "نسبة الأعضاء الجدد الذين بقوا نشطين بعد 30 يومًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The number of members active each week",
                    ml: "ഓരോ ആഴ്ചയും സജീവമായ അംഗങ്ങളുടെ എണ്ണം",
                    ar: "عدد الأعضاء النشطين كل أسبوع",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What does a 30-day retention rate measure?",
                ml: "30 ദിവസത്തെ റിറ്റൻഷൻ നിരക്ക് എന്താണ് അളക്കുന്നത്?",
                ar: "ماذا يقيس معدل الاحتفاظ لمدة 30 يومًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The share of members who joined in a period and are still active 30 days later",
                    ml: "ഒരു കാലയളവിൽ ചേർന്ന് 30 ദിവസത്തിനു ശേഷവും സജീവമായി തുടരുന്ന അംഗങ്ങളുടെ അനുപാതം",
                    ar: "نسبة الأعضاء الذين انضمّوا في فترة ما وما زالوا نشطين بعد 30 يومًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The number of messages sent in 30 days",
                    ml: "30 ദിവസത്തിനുള്ളിൽ അയച്ച സന്ദേശങ്ങളുടെ എണ്ണം",
                    ar: "عدد الرسائل المرسلة خلال 30 يومًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The number of members banned in 30 days",
                    ml: "30 ദിവസത്തിനുള്ളിൽ വിലക്കപ്പെട്ട അംഗങ്ങളുടെ എണ്ണം",
                    ar: "عدد الأعضاء المحظورين خلال 30 يومًا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which help a newcomer make a first contribution in their first week? Choose all that apply.",
                ml: "ആദ്യ ആഴ്ചയിൽ തന്നെ ഒരു പുതുമുഖത്തെ ആദ്യ സംഭാവന ചെയ്യാൻ സഹായിക്കുന്നവ ഏതൊക്കെ? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي يساعد القادم الجديد على تقديم أول مساهمة له في أسبوعه الأول؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A welcome message that points to one simple first task, such as an introduction",
                    ml: "പരിചയപ്പെടുത്തൽ പോലെ ലളിതമായ ഒരു ആദ്യ ജോലിയിലേക്ക് വഴികാട്ടുന്ന സ്വാഗത സന്ദേശം",
                    ar: "رسالة ترحيب تشير إلى مهمة أولى بسيطة واحدة، مثل التعريف بالنفس",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Onboarding questions that give roles and show the relevant channels",
                    ml: "റോളുകൾ നൽകുകയും ബന്ധപ്പെട്ട ചാനലുകൾ കാണിക്കുകയും ചെയ്യുന്ന ഓൺബോർഡിംഗ് ചോദ്യങ്ങൾ",
                    ar: "أسئلة انضمام تمنح أدوارًا وتُظهر القنوات المناسبة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Showing every channel at once with no guide",
                    ml: "ഒരു മാർഗ്ഗനിർദ്ദേശവുമില്ലാതെ എല്ലാ ചാനലുകളും ഒറ്റയടിക്ക് കാണിക്കൽ",
                    ar: "عرض كل القنوات دفعة واحدة من دون أي إرشاد",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Asking them to invite five friends before they may post",
                    ml: "പോസ്റ്റ് ചെയ്യുന്നതിനു മുമ്പ് അഞ്ച് സുഹൃത്തുക്കളെ ക്ഷണിക്കാൻ ആവശ്യപ്പെടൽ",
                    ar: "مطالبتهم بدعوة خمسة أصدقاء قبل السماح لهم بالنشر",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "An ambassador programme pays per invite. Members triple, but weekly active members stay flat. What is the most likely conclusion?",
                ml: "ഒരു അംബാസഡർ പ്രോഗ്രാം ഓരോ ക്ഷണത്തിനും പ്രതിഫലം നൽകുന്നു. അംഗങ്ങളുടെ എണ്ണം മൂന്നിരട്ടിയാകുന്നു, പക്ഷേ ആഴ്ചതോറുമുള്ള സജീവ അംഗങ്ങൾ മാറ്റമില്ലാതെ തുടരുന്നു. ഏറ്റവും സാധ്യതയുള്ള നിഗമനം എന്താണ്?",
                ar: "برنامج سفراء يدفع مقابل كل دعوة. تضاعف عدد الأعضاء ثلاث مرات، لكن عدد الأعضاء النشطين أسبوعيًا بقي على حاله. ما الاستنتاج الأرجح؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It brought sign-ups, not engaged members; the rewards should go to real contribution",
                    ml: "അത് സൈൻ-അപ്പുകൾ കൊണ്ടുവന്നു, സജീവ അംഗങ്ങളെയല്ല; പ്രതിഫലം യഥാർത്ഥ സംഭാവനയ്ക്കാണ് നൽകേണ്ടത്",
                    ar: "جلب تسجيلات لا أعضاء متفاعلين؛ وينبغي أن تذهب المكافآت إلى المساهمة الحقيقية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The community is healthier than ever",
                    ml: "കമ്മ്യൂണിറ്റി എന്നത്തേക്കാളും ആരോഗ്യകരമാണ്",
                    ar: "المجتمع في أفضل حالاته على الإطلاق",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Weekly active members is the wrong number to watch",
                    ml: "ആഴ്ചതോറുമുള്ള സജീവ അംഗങ്ങൾ നോക്കേണ്ട തെറ്റായ സംഖ്യയാണ്",
                    ar: "عدد الأعضاء النشطين أسبوعيًا رقم خاطئ للمتابعة",
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
          en: "Design the first week",
          ml: "ആദ്യ ആഴ്ച രൂപകൽപ്പന ചെയ്യുക",
          ar: "صمِّم الأسبوع الأول",
        },
        description: {
          en: "Map a newcomer's first seven days in your practice space: the welcome message, the onboarding questions that give roles and show channels, the first task (such as an introduction), the first event and a first small contribution. Draw it on the free plan of FigJam, Miro or Canva. Then build what you can in the space itself: Discord's Onboarding (in a Community server) or a pinned welcome message on Telegram.",
          ml: "നിങ്ങളുടെ പരിശീലന ഇടത്തിൽ ഒരു പുതുമുഖത്തിന്റെ ആദ്യ ഏഴ് ദിവസങ്ങൾ രൂപരേഖപ്പെടുത്തുക: സ്വാഗത സന്ദേശം, റോളുകൾ നൽകുകയും ചാനലുകൾ കാണിക്കുകയും ചെയ്യുന്ന ഓൺബോർഡിംഗ് ചോദ്യങ്ങൾ, ആദ്യ ജോലി (പരിചയപ്പെടുത്തൽ പോലെ), ആദ്യ പരിപാടി, ആദ്യത്തെ ചെറിയ സംഭാവന. FigJam, Miro അല്ലെങ്കിൽ Canva-യുടെ സൗജന്യ പ്ലാനിൽ അത് വരയ്ക്കുക. തുടർന്ന് കഴിയുന്നത്ര ആ ഇടത്തിൽ തന്നെ നിർമ്മിക്കുക: Discord-ന്റെ Onboarding (ഒരു Community സെർവറിൽ) അല്ലെങ്കിൽ Telegram-ൽ പിൻ ചെയ്ത ഒരു സ്വാഗത സന്ദേശം.",
          ar: "ارسم الأيام السبعة الأولى للقادم الجديد في مساحة التدريب: رسالة الترحيب، وأسئلة الانضمام التي تمنح الأدوار وتُظهر القنوات، والمهمة الأولى (مثل التعريف بالنفس)، والفعالية الأولى، وأول مساهمة صغيرة. ارسمها على الخطة المجانية في FigJam أو Miro أو Canva. ثم ابنِ ما تستطيع داخل المساحة نفسها: ميزة Onboarding في Discord (في خادم Community) أو رسالة ترحيب مثبّتة على Telegram.",
        },
        asks: {
          en: "A link to your flow diagram, and a note on which parts you built in the space itself",
          ml: "നിങ്ങളുടെ ഫ്ലോ ഡയഗ്രത്തിലേക്കുള്ള ലിങ്കും ഏതൊക്കെ ഭാഗങ്ങൾ ആ ഇടത്തിൽ തന്നെ നിർമ്മിച്ചുവെന്ന് പറയുന്ന ഒരു കുറിപ്പും",
          ar: "رابط مخطط المسار، وملاحظة عن الأجزاء التي بنيتها داخل المساحة نفسها",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Build a health dashboard",
          ml: "ഒരു ആരോഗ്യ ഡാഷ്‌ബോർഡ് നിർമ്മിക്കുക",
          ar: "ابنِ لوحة لمتابعة صحة المجتمع",
        },
        description: {
          en: "In a free Google Sheet or Looker Studio report, track four weeks of your practice space or, with its admin's agreement, a group you belong to: weekly active members, new joiners, first-time posters, event attendance and 30-day retention. Count numbers only; never copy members' messages or personal details. Add a chart and, for each week, one sentence on what changed and why.",
          ml: "ഒരു സൗജന്യ Google Sheet-ലോ Looker Studio റിപ്പോർട്ടിലോ, നിങ്ങളുടെ പരിശീലന ഇടത്തിന്റെ, അല്ലെങ്കിൽ അഡ്മിന്റെ സമ്മതത്തോടെ നിങ്ങൾ അംഗമായ ഒരു ഗ്രൂപ്പിന്റെ, നാല് ആഴ്ചകൾ പിന്തുടരുക: ആഴ്ചതോറുമുള്ള സജീവ അംഗങ്ങൾ, പുതുതായി ചേർന്നവർ, ആദ്യമായി പോസ്റ്റ് ചെയ്തവർ, പരിപാടികളിലെ ഹാജർ, 30 ദിവസത്തെ റിറ്റൻഷൻ. സംഖ്യകൾ മാത്രം എണ്ണുക; അംഗങ്ങളുടെ സന്ദേശങ്ങളോ വ്യക്തിഗത വിവരങ്ങളോ ഒരിക്കലും പകർത്തരുത്. ഒരു ചാർട്ടും, ഓരോ ആഴ്ചയ്ക്കും എന്തു മാറി, എന്തുകൊണ്ട് എന്ന് പറയുന്ന ഒരു വാക്യവും ചേർക്കുക.",
          ar: "في جدول Google Sheets مجاني أو تقرير Looker Studio، تابِع أربعة أسابيع من مساحة التدريب، أو من مجموعة تنتمي إليها بموافقة مشرفها: الأعضاء النشطون أسبوعيًا، والمنضمّون الجدد، ومن نشروا لأول مرة، وحضور الفعاليات، ومعدل الاحتفاظ لمدة 30 يومًا. اكتفِ بعدّ الأرقام، ولا تنسخ أبدًا رسائل الأعضاء أو بياناتهم الشخصية. أضف رسمًا بيانيًا، وجملة لكل أسبوع عمّا تغيّر ولماذا.",
        },
        asks: {
          en: "A link to your dashboard (viewable by anyone with the link)",
          ml: "നിങ്ങളുടെ ഡാഷ്‌ബോർഡിലേക്കുള്ള ലിങ്ക് (ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്നത്)",
          ar: "رابط لوحة المتابعة (متاحة لكل من يملك الرابط)",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Plan an ambassador programme",
          ml: "ഒരു അംബാസഡർ പ്രോഗ്രാം ആസൂത്രണം ചെയ്യുക",
          ar: "خطّط لبرنامج سفراء",
        },
        description: {
          en: "Describe in your own words an ambassador programme for your community: what ambassadors do, how you choose them, and how you recognise them (a role, a shout-out, a POAP, a speaking slot) without paying for spam. Say which number on your dashboard would show that it works.",
          ml: "നിങ്ങളുടെ കമ്മ്യൂണിറ്റിക്കായി ഒരു അംബാസഡർ പ്രോഗ്രാം സ്വന്തം വാക്കുകളിൽ വിവരിക്കുക: അംബാസഡർമാർ എന്തു ചെയ്യുന്നു, നിങ്ങൾ അവരെ എങ്ങനെ തിരഞ്ഞെടുക്കുന്നു, സ്പാമിന് പണം നൽകാതെ അവരെ എങ്ങനെ അംഗീകരിക്കുന്നു (ഒരു റോൾ, ഒരു പരസ്യ അഭിനന്ദനം, ഒരു POAP, ഒരു പ്രസംഗ അവസരം). അത് ഫലിക്കുന്നുണ്ടെന്ന് നിങ്ങളുടെ ഡാഷ്‌ബോർഡിലെ ഏത് സംഖ്യ കാണിക്കുമെന്നും പറയുക.",
          ar: "صِف بكلماتك برنامج سفراء لمجتمعك: ماذا يفعل السفراء، وكيف تختارهم، وكيف تقدّرهم (دور، أو إشادة علنية، أو POAP، أو فرصة للتحدث) من دون أن تدفع مقابل الرسائل المزعجة. واذكر أيّ رقم في لوحة المتابعة سيُظهر أن البرنامج ناجح.",
        },
        minLength: 300,
      },
    ],
  },
  {
    id: "community-builder-8",
    journeySlug: "community-builder",
    number: 8,
    name: {
      en: "Mission 8: Your community portfolio",
      ml: "മിഷൻ 8: നിങ്ങളുടെ കമ്മ്യൂണിറ്റി പോർട്ട്‌ഫോളിയോ",
      ar: "المهمة 8: ملف أعمالك المجتمعي",
    },
    objective: {
      en: "Turn the work of this journey into a public portfolio with measurable results, and answer community manager interview questions with clear stories backed by evidence.",
      ml: "ഈ യാത്രയിലെ പ്രവർത്തനങ്ങളെ അളക്കാവുന്ന ഫലങ്ങളുള്ള ഒരു പൊതു പോർട്ട്‌ഫോളിയോ ആക്കി മാറ്റുക, തെളിവുകളുടെ പിൻബലമുള്ള വ്യക്തമായ അനുഭവങ്ങളിലൂടെ കമ്മ്യൂണിറ്റി മാനേജർ അഭിമുഖ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക.",
      ar: "حوِّل أعمال هذا المسار إلى ملف أعمال علني بنتائج قابلة للقياس، وأجب عن أسئلة مقابلات مدير المجتمع بقصص واضحة تدعمها الأدلة.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "What hiring teams look for",
          ml: "നിയമന സംഘങ്ങൾ എന്താണ് നോക്കുന്നത്",
          ar: "ما الذي تبحث عنه فرق التوظيف",
        },
        description: {
          en: "Read ten community manager or community lead job posts on free boards such as web3.career, cryptojobslist.com and LinkedIn, and list the skills that come up most: moderation, events, onboarding, metrics, writing and speaking. A strong portfolio shows three to five case studies, each with the problem, what you did, the result in numbers and what you learned, linking to real work such as rules, recordings and dashboards. In interviews, answer with the STAR method: Situation, Task, Action, Result.",
          ml: "web3.career, cryptojobslist.com, LinkedIn പോലുള്ള സൗജന്യ ജോബ് ബോർഡുകളിൽ പത്ത് കമ്മ്യൂണിറ്റി മാനേജർ അല്ലെങ്കിൽ കമ്മ്യൂണിറ്റി ലീഡ് ജോലി പരസ്യങ്ങൾ വായിച്ച്, ഏറ്റവും കൂടുതൽ ആവശ്യപ്പെടുന്ന കഴിവുകൾ പട്ടികപ്പെടുത്തുക: മോഡറേഷൻ, പരിപാടികൾ, ഓൺബോർഡിംഗ്, അളവുകൾ, എഴുത്ത്, സംസാരം. ഒരു മികച്ച പോർട്ട്‌ഫോളിയോ മൂന്നു മുതൽ അഞ്ചു വരെ കേസ് സ്റ്റഡികൾ കാണിക്കുന്നു; ഓരോന്നിലും പ്രശ്നം, നിങ്ങൾ ചെയ്തത്, സംഖ്യകളിലുള്ള ഫലം, നിങ്ങൾ പഠിച്ചത് എന്നിവയും നിയമങ്ങൾ, റെക്കോർഡിംഗുകൾ, ഡാഷ്‌ബോർഡുകൾ പോലുള്ള യഥാർത്ഥ പ്രവർത്തനങ്ങളിലേക്കുള്ള ലിങ്കുകളും ഉണ്ടാകും. അഭിമുഖങ്ങളിൽ STAR രീതിയിൽ ഉത്തരം നൽകുക: Situation (സാഹചര്യം), Task (ചുമതല), Action (പ്രവൃത്തി), Result (ഫലം).",
          ar: "اقرأ عشرة إعلانات وظائف لمدير مجتمع أو قائد مجتمع على مواقع مجانية مثل web3.career وcryptojobslist.com وLinkedIn، ودوِّن أكثر المهارات تكرارًا: الإشراف، والفعاليات، واستقبال الأعضاء الجدد، والمقاييس، والكتابة، والتحدث. يعرض ملف الأعمال القوي من ثلاث إلى خمس دراسات حالة، في كلٍّ منها المشكلة، وما فعلته، والنتيجة بالأرقام، وما تعلّمته، مع روابط إلى أعمال حقيقية كالقواعد والتسجيلات ولوحات المتابعة. وفي المقابلات، أجب بطريقة STAR: الموقف (Situation)، والمهمة (Task)، والإجراء (Action)، والنتيجة (Result).",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: portfolios and interviews",
          ml: "ക്വിസ്: പോർട്ട്‌ഫോളിയോകളും അഭിമുഖങ്ങളും",
          ar: "اختبار: ملفات الأعمال والمقابلات",
        },
        description: {
          en: "Answer four questions on portfolios, interviews and job offers; three right answers pass. One of them will help you avoid a common job scam.",
          ml: "പോർട്ട്‌ഫോളിയോകൾ, അഭിമുഖങ്ങൾ, ജോലി വാഗ്ദാനങ്ങൾ എന്നിവയെക്കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; മൂന്നെണ്ണം ശരിയായാൽ വിജയിക്കും. അവയിലൊന്ന് സാധാരണമായ ഒരു ജോലി തട്ടിപ്പ് ഒഴിവാക്കാൻ നിങ്ങളെ സഹായിക്കും.",
          ar: "أجب عن أربعة أسئلة عن ملفات الأعمال والمقابلات وعروض العمل؛ ثلاث إجابات صحيحة تكفي للنجاح. أحدها سيساعدك على تجنّب احتيال شائع في الوظائف.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What does STAR stand for in interview answers?",
                ml: "അഭിമുഖ ഉത്തരങ്ങളിൽ STAR എന്നതിന്റെ പൂർണ്ണരൂപം എന്താണ്?",
                ar: "إلامَ ترمز STAR في إجابات المقابلات؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Situation, Task, Action, Result",
                    ml: "Situation, Task, Action, Result (സാഹചര്യം, ചുമതല, പ്രവൃത്തി, ഫലം)",
                    ar: "الموقف، المهمة، الإجراء، النتيجة (Situation, Task, Action, Result)",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Strategy, Timing, Audience, Reach",
                    ml: "Strategy, Timing, Audience, Reach (തന്ത്രം, സമയം, സദസ്സ്, വ്യാപ്തി)",
                    ar: "الاستراتيجية، التوقيت، الجمهور، الانتشار (Strategy, Timing, Audience, Reach)",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Start, Talk, Ask, Repeat",
                    ml: "Start, Talk, Ask, Repeat (തുടങ്ങുക, സംസാരിക്കുക, ചോദിക്കുക, ആവർത്തിക്കുക)",
                    ar: "ابدأ، تحدّث، اسأل، كرّر (Start, Talk, Ask, Repeat)",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What makes a portfolio case study convincing to a hiring manager? Choose all that apply.",
                ml: "ഒരു പോർട്ട്‌ഫോളിയോ കേസ് സ്റ്റഡിയെ നിയമന മാനേജർക്ക് ബോധ്യപ്പെടുന്നതാക്കുന്നത് എന്താണ്? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي يجعل دراسة الحالة في ملف الأعمال مقنعة لمدير التوظيف؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Numbers before and after, such as weekly active members or event attendance",
                    ml: "ആഴ്ചതോറുമുള്ള സജീവ അംഗങ്ങൾ, പരിപാടികളിലെ ഹാജർ പോലുള്ള മുമ്പും ശേഷവുമുള്ള സംഖ്യകൾ",
                    ar: "أرقام قبل العمل وبعده، مثل الأعضاء النشطين أسبوعيًا أو حضور الفعاليات",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Links to real work: the rules, a recording, a dashboard",
                    ml: "യഥാർത്ഥ പ്രവർത്തനങ്ങളിലേക്കുള്ള ലിങ്കുകൾ: നിയമങ്ങൾ, ഒരു റെക്കോർഡിംഗ്, ഒരു ഡാഷ്‌ബോർഡ്",
                    ar: "روابط إلى أعمال حقيقية: القواعد، وتسجيل، ولوحة متابعة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A long list of buzzwords with no examples",
                    ml: "ഉദാഹരണങ്ങളൊന്നുമില്ലാത്ത ആകർഷക വാക്കുകളുടെ നീണ്ട പട്ടിക",
                    ar: "قائمة طويلة من المصطلحات الرنّانة بلا أمثلة",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Screenshots of members' private messages shared without their consent",
                    ml: "അംഗങ്ങളുടെ സമ്മതമില്ലാതെ പങ്കിട്ട അവരുടെ സ്വകാര്യ സന്ദേശങ്ങളുടെ സ്ക്രീൻഷോട്ടുകൾ",
                    ar: "لقطات شاشة لرسائل الأعضاء الخاصة منشورة دون موافقتهم",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which are warning signs in a Web3 job offer? Choose all that apply.",
                ml: "ഒരു Web3 ജോലി വാഗ്ദാനത്തിലെ അപായ സൂചനകൾ ഏതൊക്കെ? ബാധകമായവയെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما علامات التحذير في عرض عمل في Web3؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "You must buy the project's token or pay a fee before you start",
                    ml: "ജോലി തുടങ്ങുന്നതിനു മുമ്പ് പ്രോജക്റ്റിന്റെ ടോക്കൺ വാങ്ങുകയോ ഫീസ് അടയ്ക്കുകയോ ചെയ്യണം",
                    ar: "يجب أن تشتري رمز المشروع أو تدفع رسومًا قبل أن تبدأ",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "You are asked to connect your wallet to an unknown site to 'verify' your application",
                    ml: "നിങ്ങളുടെ അപേക്ഷ 'verify' ചെയ്യാൻ അറിയാത്ത ഒരു സൈറ്റിലേക്ക് വാലറ്റ് ബന്ധിപ്പിക്കാൻ ആവശ്യപ്പെടുന്നു",
                    ar: "يُطلب منك ربط محفظتك بموقع مجهول «للتحقق» من طلبك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The post states the responsibilities, the pay range and the team",
                    ml: "പരസ്യത്തിൽ ചുമതലകളും ശമ്പള പരിധിയും ടീമിനെയും വ്യക്തമാക്കിയിട്ടുണ്ട്",
                    ar: "يذكر الإعلان المسؤوليات ونطاق الأجر والفريق",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "An interviewer asks about a time an event you ran went badly. What is the strongest answer?",
                ml: "നിങ്ങൾ നടത്തിയ ഒരു പരിപാടി മോശമായിപ്പോയ ഒരു സന്ദർഭത്തെക്കുറിച്ച് അഭിമുഖകർത്താവ് ചോദിക്കുന്നു. ഏറ്റവും മികച്ച ഉത്തരം ഏതാണ്?",
                ar: "يسألك المحاور عن مرة ساءت فيها فعالية أدرتها. ما أقوى إجابة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A real case: what happened, what you did, the result and what you changed afterwards",
                    ml: "ഒരു യഥാർത്ഥ സംഭവം: എന്തു സംഭവിച്ചു, നിങ്ങൾ എന്തു ചെയ്തു, ഫലം എന്തായിരുന്നു, പിന്നീട് നിങ്ങൾ എന്തു മാറ്റി",
                    ar: "حالة حقيقية: ما الذي حدث، وما الذي فعلته، والنتيجة، وما الذي غيّرته بعدها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Saying that nothing you ran has ever gone wrong",
                    ml: "നിങ്ങൾ നടത്തിയ ഒന്നും ഒരിക്കലും പിഴച്ചിട്ടില്ലെന്ന് പറയൽ",
                    ar: "القول إن شيئًا مما أدرته لم يسؤ قط",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Blaming the moderators or the guest",
                    ml: "മോഡറേറ്റർമാരെയോ അതിഥിയെയോ കുറ്റപ്പെടുത്തൽ",
                    ar: "إلقاء اللوم على المشرفين أو الضيف",
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
          en: "Publish your portfolio",
          ml: "നിങ്ങളുടെ പോർട്ട്‌ഫോളിയോ പ്രസിദ്ധീകരിക്കുക",
          ar: "انشر ملف أعمالك",
        },
        description: {
          en: "Build a free public portfolio on Notion, Google Sites or GitHub Pages with a short introduction, your Blockvocates credentials and at least three case studies from Missions 3 to 7: your practice space, your rules and protection, the session you hosted, your proposal and vote, your dashboard. Give each case study a number that shows a result, such as listeners, turnout or retention. Ask a club member to read it and tell you what is unclear, then fix it.",
          ml: "Notion, Google Sites അല്ലെങ്കിൽ GitHub Pages-ൽ ഒരു സൗജന്യ പൊതു പോർട്ട്‌ഫോളിയോ നിർമ്മിക്കുക; അതിൽ ഒരു ചെറു ആമുഖവും നിങ്ങളുടെ Blockvocates ക്രെഡൻഷ്യലുകളും മിഷൻ 3 മുതൽ 7 വരെയുള്ളവയിൽ നിന്ന് കുറഞ്ഞത് മൂന്ന് കേസ് സ്റ്റഡികളും ഉണ്ടാകണം: നിങ്ങളുടെ പരിശീലന ഇടം, നിയമങ്ങളും സംരക്ഷണവും, നിങ്ങൾ നടത്തിയ സെഷൻ, നിർദ്ദേശവും വോട്ടെടുപ്പും, ഡാഷ്‌ബോർഡ്. ഓരോ കേസ് സ്റ്റഡിക്കും ശ്രോതാക്കൾ, പങ്കാളിത്തം, റിറ്റൻഷൻ പോലെ ഫലം കാണിക്കുന്ന ഒരു സംഖ്യ നൽകുക. ഒരു ക്ലബ് അംഗത്തോട് അത് വായിച്ച് വ്യക്തമല്ലാത്തത് എന്താണെന്ന് പറയാൻ ആവശ്യപ്പെട്ട് അത് തിരുത്തുക.",
          ar: "أنشئ ملف أعمال علنيًا مجانيًا على Notion أو Google Sites أو GitHub Pages، فيه مقدمة قصيرة وشهاداتك من Blockvocates وثلاث دراسات حالة على الأقل من المهام 3 إلى 7: مساحة التدريب، وقواعدك وإعدادات الحماية، والجلسة التي استضفتها، ومقترحك والتصويت، ولوحة المتابعة. أعطِ كل دراسة حالة رقمًا يُظهر نتيجة، مثل عدد المستمعين أو نسبة المشاركة أو معدل الاحتفاظ. اطلب من أحد أعضاء ناديك قراءته وإخبارك بما هو غير واضح، ثم أصلحه.",
        },
        asks: {
          en: "A link to your public portfolio",
          ml: "നിങ്ങളുടെ പൊതു പോർട്ട്‌ഫോളിയോയിലേക്കുള്ള ലിങ്ക്",
          ar: "رابط ملف أعمالك العلني",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Match your evidence to real roles",
          ml: "നിങ്ങളുടെ തെളിവുകൾ യഥാർത്ഥ ജോലികളുമായി ഒത്തുനോക്കുക",
          ar: "طابِق أدلّتك مع وظائف حقيقية",
        },
        description: {
          en: "Pick three real community roles you would apply for. For each, choose the two requirements that matter most and name the piece of your portfolio that proves you can meet them. Where nothing proves it yet, write what you will do to close the gap.",
          ml: "നിങ്ങൾ അപേക്ഷിക്കാൻ ആഗ്രഹിക്കുന്ന മൂന്ന് യഥാർത്ഥ കമ്മ്യൂണിറ്റി ജോലികൾ തിരഞ്ഞെടുക്കുക. ഓരോന്നിനും ഏറ്റവും പ്രധാനപ്പെട്ട രണ്ട് ആവശ്യകതകൾ തിരഞ്ഞെടുത്ത്, അവ നിറവേറ്റാൻ നിങ്ങൾക്ക് കഴിയുമെന്ന് തെളിയിക്കുന്ന പോർട്ട്‌ഫോളിയോ ഭാഗം പറയുക. ഇതുവരെ ഒന്നും അത് തെളിയിക്കുന്നില്ലെങ്കിൽ, ആ വിടവ് നികത്താൻ നിങ്ങൾ എന്തു ചെയ്യുമെന്ന് എഴുതുക.",
          ar: "اختر ثلاث وظائف مجتمعية حقيقية قد تتقدّم إليها. لكلٍّ منها، اختر أهم متطلّبين وسمِّ الجزء من ملف أعمالك الذي يُثبت قدرتك على تلبيتهما. وحيث لا يوجد ما يُثبت ذلك بعد، فاكتب ما ستفعله لسدّ هذه الفجوة.",
        },
        asks: {
          en: "In your text: the links to the three job posts and, for each, two requirements with the portfolio piece that matches them",
          ml: "നിങ്ങളുടെ കുറിപ്പിൽ: മൂന്ന് ജോലി പരസ്യങ്ങളുടെ ലിങ്കുകളും, ഓരോന്നിനും രണ്ട് ആവശ്യകതകളും അവയുമായി യോജിക്കുന്ന പോർട്ട്‌ഫോളിയോ ഭാഗവും",
          ar: "في نصّك: روابط إعلانات الوظائف الثلاثة، ولكلٍّ منها متطلّبان مع جزء ملف الأعمال المطابق لهما",
        },
        link: "none",
        text: "required",
      },
      {
        stepId: "5",
        kind: "speech",
        name: {
          en: "Speech: my best case study",
          ml: "പ്രസംഗം: എന്റെ ഏറ്റവും മികച്ച കേസ് സ്റ്റഡി",
          ar: "خطاب: أفضل دراسة حالة لديّ",
        },
        description: {
          en: "Give a 4 to 6 minute speech at your club meeting presenting your strongest case study as if to a hiring panel, following STAR: the situation, your task, what you did and the result in numbers. Close with what you would do in your first 30 days as a community manager. Afterwards, ask the club for one interview question and note how you answered it.",
          ml: "ഒരു നിയമന സമിതിക്കു മുന്നിലെന്നപോലെ, STAR രീതി പിന്തുടർന്ന് നിങ്ങളുടെ ഏറ്റവും ശക്തമായ കേസ് സ്റ്റഡി അവതരിപ്പിക്കുന്ന 4 മുതൽ 6 മിനിറ്റ് വരെയുള്ള ഒരു പ്രസംഗം ക്ലബ് മീറ്റിംഗിൽ നടത്തുക: സാഹചര്യം, നിങ്ങളുടെ ചുമതല, നിങ്ങൾ ചെയ്തത്, സംഖ്യകളിലുള്ള ഫലം. ഒരു കമ്മ്യൂണിറ്റി മാനേജർ എന്ന നിലയിൽ ആദ്യ 30 ദിവസങ്ങളിൽ നിങ്ങൾ എന്തു ചെയ്യുമെന്ന് പറഞ്ഞ് അവസാനിപ്പിക്കുക. അതിനുശേഷം ക്ലബ്ബിനോട് ഒരു അഭിമുഖ ചോദ്യം ചോദിക്കാൻ ആവശ്യപ്പെട്ട് നിങ്ങൾ എങ്ങനെ ഉത്തരം നൽകിയെന്ന് കുറിക്കുക.",
          ar: "ألقِ خطابًا من 4 إلى 6 دقائق في اجتماع ناديك تعرض فيه أقوى دراسة حالة لديك كأنك أمام لجنة توظيف، متّبعًا طريقة STAR: الموقف، ومهمتك، وما فعلته، والنتيجة بالأرقام. اختم بما ستفعله في أول 30 يومًا لك كمدير مجتمع. وبعد ذلك، اطلب من النادي سؤالًا واحدًا من أسئلة المقابلات ودوِّن كيف أجبت عنه.",
        },
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "Looking back, looking ahead",
          ml: "പിന്നോട്ടു നോക്കുമ്പോൾ, മുന്നോട്ടു നോക്കുമ്പോൾ",
          ar: "نظرة إلى الوراء وإلى الأمام",
        },
        description: {
          en: "Look back over the eight missions of this journey: which skill grew the most, which part of community work you enjoy most, and what kind of role you will go for next. Be specific about one thing you would do differently if you started again.",
          ml: "ഈ യാത്രയിലെ എട്ട് മിഷനുകളിലേക്കും തിരിഞ്ഞുനോക്കുക: ഏത് കഴിവാണ് ഏറ്റവും വളർന്നത്, കമ്മ്യൂണിറ്റി പ്രവർത്തനത്തിന്റെ ഏത് ഭാഗമാണ് നിങ്ങൾ ഏറ്റവും ആസ്വദിക്കുന്നത്, അടുത്തതായി ഏതുതരം ജോലിക്കാണ് നിങ്ങൾ ശ്രമിക്കുക. വീണ്ടും തുടങ്ങുകയാണെങ്കിൽ വ്യത്യസ്തമായി ചെയ്യുന്ന ഒരു കാര്യം കൃത്യമായി പറയുക.",
          ar: "انظر إلى المهام الثماني في هذا المسار: أيّ مهارة نمت أكثر من غيرها، وأيّ جانب من العمل المجتمعي تستمتع به أكثر، وأيّ نوع من الوظائف ستسعى إليه بعد ذلك. كن محددًا في أمر واحد كنت ستفعله بشكل مختلف لو بدأت من جديد.",
        },
        minLength: 200,
      },
    ],
  },
];
