import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the musician journey (issue 34). */
export const musicianCurriculum: readonly CurriculumMission[] = [
  {
    id: "musician-3",
    journeySlug: "musician",
    number: 3,
    name: {
      en: "Mission 3: Where the money goes",
      ml: "മിഷൻ 3: പണം എവിടേക്ക് പോകുന്നു",
      ar: "المهمة 3: أين يذهب المال",
    },
    objective: {
      en: "Explain the rights in a recorded song and how its money reaches (or misses) the artist, and say honestly what Web3 can and cannot change about it.",
      ml: "റെക്കോർഡ് ചെയ്ത ഒരു പാട്ടിലെ അവകാശങ്ങളും അതിന്റെ വരുമാനം കലാകാരനിലേക്ക് എത്തുന്ന (അല്ലെങ്കിൽ എത്താതെ പോകുന്ന) വഴിയും വിശദീകരിക്കാനും, Web3-ന് അതിൽ എന്ത് മാറ്റാനാകും, എന്ത് മാറ്റാനാവില്ല എന്ന് സത്യസന്ധമായി പറയാനും കഴിയും.",
      ar: "أن تشرح الحقوق في الأغنية المسجّلة وكيف تصل أموالها إلى الفنان (أو لا تصل)، وأن تقول بصدق ما الذي يستطيع Web3 تغييره فيها وما الذي لا يستطيع.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "How music money moves",
          ml: "സംഗീതത്തിന്റെ പണം എങ്ങനെ ഒഴുകുന്നു",
          ar: "كيف تتحرك أموال الموسيقى",
        },
        description: {
          en: "A recorded song carries two copyrights: the composition (melody and lyrics, held by songwriters and their publishers) and the sound recording, or master, which a label often owns. Most streaming services pool their revenue and divide it by each rights holder's share of all streams, so one stream pays a fraction of a cent before the label, distributor and publisher take their shares. Read Spotify's free Loud & Clear site and the members' guide of a collecting society (for example IPRS in India) to see how performance and mechanical royalties are collected.",
          ml: "റെക്കോർഡ് ചെയ്ത ഒരു പാട്ടിന് രണ്ട് പകർപ്പവകാശങ്ങളുണ്ട്: ഗാനരചയിതാക്കൾക്കും അവരുടെ പ്രസാധകർക്കും ഉള്ള കോമ്പോസിഷൻ (ഈണവും വരികളും), പലപ്പോഴും ഒരു ലേബൽ സ്വന്തമാക്കുന്ന സൗണ്ട് റെക്കോർഡിംഗ് അഥവാ മാസ്റ്റർ. മിക്ക സ്ട്രീമിംഗ് സേവനങ്ങളും വരുമാനം ഒന്നിച്ചുചേർത്ത് ആകെ സ്ട്രീമുകളിൽ ഓരോ അവകാശിയുടെയും പങ്കനുസരിച്ച് വിഭജിക്കുന്നു; അതിനാൽ ലേബലും ഡിസ്ട്രിബ്യൂട്ടറും പ്രസാധകനും അവരുടെ പങ്കെടുക്കുന്നതിനു മുമ്പുതന്നെ ഒരു സ്ട്രീമിന് ഒരു സെന്റിന്റെ ചെറിയൊരു ഭാഗം മാത്രമാണ് ലഭിക്കുന്നത്. പെർഫോമൻസ്, മെക്കാനിക്കൽ റോയൽറ്റികൾ എങ്ങനെ ശേഖരിക്കുന്നുവെന്ന് മനസ്സിലാക്കാൻ Spotify-യുടെ സൗജന്യ Loud & Clear സൈറ്റും ഒരു കളക്റ്റിംഗ് സൊസൈറ്റിയുടെ (ഉദാഹരണത്തിന് ഇന്ത്യയിലെ IPRS) അംഗങ്ങൾക്കുള്ള ഗൈഡും വായിക്കുക.",
          ar: "تحمل الأغنية المسجّلة حقّي مؤلف: التأليف الموسيقي (اللحن والكلمات، ويملكه كتّاب الأغاني وناشروهم) والتسجيل الصوتي أو «الماستر» الذي تملكه شركة الإنتاج غالبًا. تجمع معظم خدمات البث إيراداتها في وعاء واحد وتقسمه بحسب حصة كل صاحب حق من مجموع مرات الاستماع، فلا يدفع الاستماع الواحد إلا جزءًا من السنت قبل أن تأخذ شركة الإنتاج والموزّع والناشر حصصهم. اقرأ موقع Loud & Clear المجاني من Spotify ودليل الأعضاء لدى إحدى جمعيات تحصيل الحقوق (مثل IPRS في الهند) لترى كيف تُحصَّل عائدات الأداء العلني وعائدات النسخ.",
        },
      },
      {
        stepId: "2",
        kind: "text",
        name: {
          en: "What Web3 changes, and what it does not",
          ml: "Web3 എന്ത് മാറ്റുന്നു, എന്ത് മാറ്റുന്നില്ല",
          ar: "ما الذي يغيّره Web3 وما الذي لا يغيّره",
        },
        description: {
          en: "On a blockchain an artist can sell music directly to fans, write the split of every sale into a smart contract and let anyone check the payments on a block explorer. It does not register your copyright, collect your radio or streaming royalties, or bring listeners by itself, and the market for music tokens is small and changes fast. Note two ways a direct sale would help you and one risk you would have to manage.",
          ml: "ഒരു ബ്ലോക്ക്‌ചെയിനിൽ കലാകാരന് ആരാധകർക്ക് നേരിട്ട് സംഗീതം വിൽക്കാനും ഓരോ വിൽപ്പനയുടെയും പങ്കുവെക്കൽ ഒരു സ്മാർട്ട് കോൺട്രാക്റ്റിൽ എഴുതാനും ആ പണമിടപാടുകൾ ബ്ലോക്ക് എക്സ്പ്ലോററിൽ ആർക്കും പരിശോധിക്കാൻ അനുവദിക്കാനും കഴിയും. എന്നാൽ അത് നിങ്ങളുടെ പകർപ്പവകാശം രജിസ്റ്റർ ചെയ്യുകയോ റേഡിയോ, സ്ട്രീമിംഗ് റോയൽറ്റികൾ ശേഖരിക്കുകയോ സ്വയം ശ്രോതാക്കളെ കൊണ്ടുവരികയോ ചെയ്യുന്നില്ല; സംഗീത ടോക്കണുകളുടെ വിപണി ചെറുതും വേഗത്തിൽ മാറുന്നതുമാണ്. നേരിട്ടുള്ള വിൽപ്പന നിങ്ങളെ സഹായിക്കുന്ന രണ്ട് വഴികളും നിങ്ങൾ കൈകാര്യം ചെയ്യേണ്ടിവരുന്ന ഒരു റിസ്കും കുറിച്ചുവെക്കുക.",
          ar: "على البلوكتشين يستطيع الفنان أن يبيع موسيقاه مباشرة للمعجبين، وأن يكتب تقسيم كل عملية بيع في عقد ذكي، وأن يتيح لأي شخص التحقق من المدفوعات في مستكشف الكتل. لكنه لا يسجّل حقوق المؤلف الخاصة بك، ولا يحصّل عائدات الإذاعة أو البث، ولا يجلب المستمعين وحده، كما أن سوق الرموز الموسيقية صغيرة وسريعة التغيّر. دوّن طريقتين يساعدك بهما البيع المباشر ومخاطرة واحدة عليك أن تديرها.",
        },
      },
      {
        stepId: "3",
        kind: "quiz",
        name: {
          en: "Quiz: rights and royalties",
          ml: "ക്വിസ്: അവകാശങ്ങളും റോയൽറ്റികളും",
          ar: "اختبار: الحقوق والعائدات",
        },
        description: {
          en: "Answer five questions on this mission's reading. You pass with four right answers, and you can try again after a short wait.",
          ml: "ഈ മിഷനിലെ വായനയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. നാല് ശരിയുത്തരങ്ങളോടെ നിങ്ങൾ വിജയിക്കും; അല്പസമയം കാത്തിരുന്ന ശേഷം വീണ്ടും ശ്രമിക്കാം.",
          ar: "أجب عن خمسة أسئلة حول قراءات هذه المهمة. تنجح بأربع إجابات صحيحة، ويمكنك المحاولة مجددًا بعد انتظار قصير.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "A recorded song carries two separate copyrights. Which are they?",
                ml: "റെക്കോർഡ് ചെയ്ത ഒരു പാട്ടിന് വേറിട്ട രണ്ട് പകർപ്പവകാശങ്ങളുണ്ട്. അവ ഏതൊക്കെ?",
                ar: "تحمل الأغنية المسجّلة حقّي مؤلف منفصلين. ما هما؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The composition: melody and lyrics",
                    ml: "കോമ്പോസിഷൻ: ഈണവും വരികളും",
                    ar: "التأليف الموسيقي: اللحن والكلمات",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The sound recording, or master",
                    ml: "സൗണ്ട് റെക്കോർഡിംഗ് അഥവാ മാസ്റ്റർ",
                    ar: "التسجيل الصوتي أو «الماستر»",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The playlist the song appears on",
                    ml: "പാട്ട് ഉൾപ്പെട്ടിരിക്കുന്ന പ്ലേലിസ്റ്റ്",
                    ar: "قائمة التشغيل التي تظهر فيها الأغنية",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "The streaming app's logo",
                    ml: "സ്ട്രീമിംഗ് ആപ്പിന്റെ ലോഗോ",
                    ar: "شعار تطبيق البث",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q2",
              prompt: {
                en: "Under a traditional record deal, who usually owns the master recording?",
                ml: "പരമ്പരാഗത റെക്കോർഡ് കരാറിൽ സാധാരണയായി മാസ്റ്റർ റെക്കോർഡിംഗിന്റെ ഉടമ ആരാണ്?",
                ar: "في عقد التسجيل التقليدي، من يملك التسجيل الأصلي «الماستر» عادةً؟",
              },
              options: [
                {
                  id: "a",
                  text: { en: "The record label", ml: "റെക്കോർഡ് ലേബൽ", ar: "شركة الإنتاج" },
                },
                {
                  id: "b",
                  text: { en: "The streaming service", ml: "സ്ട്രീമിംഗ് സേവനം", ar: "خدمة البث" },
                },
                {
                  id: "c",
                  text: {
                    en: "The fans who stream it most",
                    ml: "ഏറ്റവും കൂടുതൽ സ്ട്രീം ചെയ്യുന്ന ആരാധകർ",
                    ar: "المعجبون الأكثر استماعًا إليه",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "How do most large streaming services divide their revenue among rights holders?",
                ml: "മിക്ക വലിയ സ്ട്രീമിംഗ് സേവനങ്ങളും വരുമാനം അവകാശികൾക്കിടയിൽ എങ്ങനെയാണ് വിഭജിക്കുന്നത്?",
                ar: "كيف تقسم معظم خدمات البث الكبيرة إيراداتها بين أصحاب الحقوق؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "By each rights holder's share of all streams on the service",
                    ml: "സേവനത്തിലെ ആകെ സ്ട്രീമുകളിൽ ഓരോ അവകാശിയുടെയും പങ്കനുസരിച്ച്",
                    ar: "بحسب حصة كل صاحب حق من مجموع مرات الاستماع على الخدمة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Only when a listener buys a download",
                    ml: "ഒരു ശ്രോതാവ് ഡൗൺലോഡ് വാങ്ങുമ്പോൾ മാത്രം",
                    ar: "فقط عندما يشتري المستمع نسخة للتنزيل",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "An equal amount to every artist, whatever their streams",
                    ml: "സ്ട്രീമുകൾ എത്രയായാലും എല്ലാ കലാകാരന്മാർക്കും ഒരേ തുക",
                    ar: "مبلغ متساوٍ لكل فنان مهما كان عدد مرات الاستماع",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "What does a collecting society such as IPRS do?",
                ml: "IPRS പോലുള്ള ഒരു കളക്റ്റിംഗ് സൊസൈറ്റി എന്താണ് ചെയ്യുന്നത്?",
                ar: "ماذا تفعل جمعية تحصيل الحقوق مثل IPRS؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Collects royalties when songs are performed or broadcast and pays their writers and publishers",
                    ml: "പാട്ടുകൾ അവതരിപ്പിക്കുകയോ പ്രക്ഷേപണം ചെയ്യുകയോ ചെയ്യുമ്പോൾ റോയൽറ്റി ശേഖരിച്ച് രചയിതാക്കൾക്കും പ്രസാധകർക്കും നൽകുന്നു",
                    ar: "تحصّل العائدات عند أداء الأغاني علنًا أو بثها وتدفعها لكتّابها وناشريها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Owns the masters of its members",
                    ml: "അംഗങ്ങളുടെ മാസ്റ്ററുകൾ സ്വന്തമാക്കുന്നു",
                    ar: "تملك تسجيلات أعضائها الأصلية",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Sets the ticket prices of concerts",
                    ml: "സംഗീതപരിപാടികളുടെ ടിക്കറ്റ് നിരക്ക് നിശ്ചയിക്കുന്നു",
                    ar: "تحدّد أسعار تذاكر الحفلات",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "What can an on-chain release change for an artist?",
                ml: "ഓൺ-ചെയിൻ റിലീസ് ഒരു കലാകാരന് എന്ത് മാറ്റം കൊണ്ടുവരും?",
                ar: "ما الذي يمكن أن يغيّره الإصدار على السلسلة بالنسبة إلى الفنان؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Fans can buy directly from the artist, with each sale recorded publicly",
                    ml: "ആരാധകർക്ക് കലാകാരനിൽ നിന്ന് നേരിട്ട് വാങ്ങാം, ഓരോ വിൽപ്പനയും പരസ്യമായി രേഖപ്പെടുത്തപ്പെടും",
                    ar: "يستطيع المعجبون الشراء من الفنان مباشرة، وتُسجَّل كل عملية بيع علنًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The split of each sale can be written into a smart contract and paid out by it",
                    ml: "ഓരോ വിൽപ്പനയുടെയും പങ്കുവെക്കൽ ഒരു സ്മാർട്ട് കോൺട്രാക്റ്റിൽ എഴുതി അതുവഴി വിതരണം ചെയ്യാം",
                    ar: "يمكن كتابة تقسيم كل عملية بيع في عقد ذكي يتولّى توزيعها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The song's copyright is registered with the government automatically",
                    ml: "പാട്ടിന്റെ പകർപ്പവകാശം സർക്കാരിൽ സ്വയമേവ രജിസ്റ്റർ ചെയ്യപ്പെടും",
                    ar: "يُسجَّل حق المؤلف للأغنية لدى الحكومة تلقائيًا",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Streaming services pay more for every stream",
                    ml: "സ്ട്രീമിംഗ് സേവനങ്ങൾ ഓരോ സ്ട്രീമിനും കൂടുതൽ പണം നൽകും",
                    ar: "تدفع خدمات البث أكثر عن كل مرة استماع",
                  },
                },
              ],
              correct: ["a", "b"],
            },
          ],
        },
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Trace one song's money",
          ml: "ഒരു പാട്ടിന്റെ പണം പിന്തുടരുക",
          ar: "تتبّع أموال أغنية واحدة",
        },
        description: {
          en: "Choose one song, your own or one you love. Using the credits shown in a streaming app, Discogs and a collecting society's public repertoire search, find who wrote it, who performs it, who released it and who distributes it. Then sketch the path of one stream's money from the listener to each of them and mark where the largest shares go.",
          ml: "ഒരു പാട്ട് തിരഞ്ഞെടുക്കുക, നിങ്ങളുടേതോ നിങ്ങൾക്ക് ഇഷ്ടമുള്ളതോ. സ്ട്രീമിംഗ് ആപ്പിലെ ക്രെഡിറ്റുകൾ, Discogs, ഒരു കളക്റ്റിംഗ് സൊസൈറ്റിയുടെ പൊതു റെപ്പർട്ടറി തിരയൽ എന്നിവ ഉപയോഗിച്ച് അത് ആര് എഴുതി, ആര് പാടി, ആര് പുറത്തിറക്കി, ആര് വിതരണം ചെയ്യുന്നു എന്ന് കണ്ടെത്തുക. തുടർന്ന് ഒരു സ്ട്രീമിന്റെ പണം ശ്രോതാവിൽ നിന്ന് ഓരോരുത്തരിലേക്കും എത്തുന്ന വഴി വരച്ച്, ഏറ്റവും വലിയ പങ്കുകൾ എവിടേക്ക് പോകുന്നുവെന്ന് അടയാളപ്പെടുത്തുക.",
          ar: "اختر أغنية واحدة، من أعمالك أو أغنية تحبها. مستعينًا بالاعتمادات المعروضة في تطبيق البث وموقع Discogs وأداة البحث العامة في سجل إحدى جمعيات تحصيل الحقوق، اعرف من كتبها ومن يؤديها ومن أصدرها ومن يوزّعها. ثم ارسم مسار أموال استماع واحد من المستمع إلى كل واحد منهم، وحدّد أين تذهب الحصص الأكبر.",
        },
        asks: {
          en: "The song's title and your map of its rights holders and of the money's path, in a few lines; a link to the song if you like.",
          ml: "പാട്ടിന്റെ പേരും അതിന്റെ അവകാശികളെയും പണത്തിന്റെ വഴിയെയും കുറിച്ചുള്ള നിങ്ങളുടെ രേഖാചിത്രം ഏതാനും വരികളിൽ; വേണമെങ്കിൽ പാട്ടിലേക്കുള്ള ഒരു ലിങ്കും.",
          ar: "عنوان الأغنية وخريطتك لأصحاب حقوقها ولمسار أموالها في بضعة أسطر؛ ورابط للأغنية إن شئت.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Where you lose value",
          ml: "നിങ്ങൾക്ക് മൂല്യം നഷ്ടപ്പെടുന്നിടം",
          ar: "أين تخسر القيمة",
        },
        description: {
          en: "Where do you, as an artist, lose value today: rights you signed away, fees, income you never registered for, or platforms that own the contact with your audience? Name one change you will make in the next three months.",
          ml: "ഒരു കലാകാരനെന്ന നിലയിൽ ഇന്ന് നിങ്ങൾക്ക് എവിടെയാണ് മൂല്യം നഷ്ടപ്പെടുന്നത്: ഒപ്പിട്ടു നൽകിയ അവകാശങ്ങൾ, ഫീസുകൾ, രജിസ്റ്റർ ചെയ്യാത്തതിനാൽ കിട്ടാതെപോയ വരുമാനം, അതോ നിങ്ങളുടെ ശ്രോതാക്കളുമായുള്ള ബന്ധം കൈവശം വെക്കുന്ന പ്ലാറ്റ്‌ഫോമുകൾ? അടുത്ത മൂന്ന് മാസത്തിനുള്ളിൽ നിങ്ങൾ വരുത്തുന്ന ഒരു മാറ്റം പറയുക.",
          ar: "أين تخسر القيمة اليوم بصفتك فنانًا: حقوق تنازلت عنها، أم رسوم، أم دخل لم تسجّل للحصول عليه، أم منصات تملك صلتك بجمهورك؟ اذكر تغييرًا واحدًا ستجريه خلال الأشهر الثلاثة القادمة.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "musician-4",
    journeySlug: "musician",
    number: 4,
    name: {
      en: "Mission 4: Your first on-chain release",
      ml: "മിഷൻ 4: നിങ്ങളുടെ ആദ്യ ഓൺ-ചെയിൻ റിലീസ്",
      ar: "المهمة 4: إصدارك الأول على السلسلة",
    },
    objective: {
      en: "Mint a track as a test edition on the Sepolia testnet, and plan a fair price, edition size and split for a real release.",
      ml: "Sepolia ടെസ്റ്റ്‌നെറ്റിൽ ഒരു ട്രാക്ക് ടെസ്റ്റ് എഡിഷനായി മിന്റ് ചെയ്യാനും, യഥാർത്ഥ റിലീസിനായി ന്യായമായ വിലയും എഡിഷൻ വലുപ്പവും പങ്കുവെക്കലും ആസൂത്രണം ചെയ്യാനും കഴിയും.",
      ar: "أن تسكّ مقطوعة كإصدار تجريبي على شبكة الاختبار Sepolia، وأن تخطّط لسعر عادل وحجم إصدار وتقسيم للحصص في إصدار حقيقي.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Editions, metadata and where the audio lives",
          ml: "എഡിഷനുകൾ, മെറ്റാഡാറ്റ, ഓഡിയോ സൂക്ഷിക്കുന്നിടം",
          ar: "الإصدارات والبيانات الوصفية ومكان حفظ الصوت",
        },
        description: {
          en: "Minting creates a token on a blockchain that points to your work's metadata: its title, artwork and audio, usually stored on IPFS or Arweave rather than on the chain itself. A 1 of 1 is a single unique token (often ERC-721); an edition is many copies of the same work (often ERC-1155). A royalty on resales can be declared with the ERC-2981 standard, but each marketplace decides whether to pay it. You will release on the Sepolia testnet, where test ETH from a free faucet has no value, so nothing here costs money.",
          ml: "മിന്റ് ചെയ്യുമ്പോൾ ബ്ലോക്ക്‌ചെയിനിൽ ഒരു ടോക്കൺ സൃഷ്ടിക്കപ്പെടുന്നു; അത് നിങ്ങളുടെ സൃഷ്ടിയുടെ മെറ്റാഡാറ്റയിലേക്ക് (പേര്, കലാചിത്രം, ഓഡിയോ) ചൂണ്ടുന്നു, അവ സാധാരണയായി ചെയിനിലല്ല, IPFS-ലോ Arweave-ലോ ആണ് സൂക്ഷിക്കുന്നത്. 1 of 1 എന്നത് ഒരൊറ്റ അതുല്യ ടോക്കൺ ആണ് (പലപ്പോഴും ERC-721); എഡിഷൻ എന്നത് ഒരേ സൃഷ്ടിയുടെ നിരവധി പകർപ്പുകളാണ് (പലപ്പോഴും ERC-1155). പുനർവിൽപ്പനയിലെ റോയൽറ്റി ERC-2981 മാനദണ്ഡം വഴി പ്രഖ്യാപിക്കാം, പക്ഷേ അത് നൽകണോ എന്ന് ഓരോ മാർക്കറ്റ്‌പ്ലേസും തീരുമാനിക്കുന്നു. നിങ്ങൾ Sepolia ടെസ്റ്റ്‌നെറ്റിലാണ് റിലീസ് ചെയ്യുന്നത്; അവിടെ സൗജന്യ ഫോസെറ്റിൽ നിന്നുള്ള ടെസ്റ്റ് ETH-ന് മൂല്യമില്ല, അതിനാൽ ഇവിടെ ഒന്നിനും പണച്ചെലവില്ല.",
          ar: "يُنشئ السكّ رمزًا على البلوكتشين يشير إلى البيانات الوصفية لعملك: عنوانه وغلافه وملفه الصوتي، وهي تُحفظ عادةً على IPFS أو Arweave لا على السلسلة نفسها. القطعة الفريدة «1 of 1» رمز واحد لا مثيل له (غالبًا ERC-721)، أما الإصدار فهو نسخ عديدة من العمل نفسه (غالبًا ERC-1155). يمكن إعلان عائد على إعادة البيع بمعيار ERC-2981، لكن كل منصة تداول تقرّر بنفسها هل تدفعه أم لا. ستُصدر عملك على شبكة الاختبار Sepolia، حيث لا قيمة لعملة ETH التجريبية التي تحصل عليها مجانًا من صنبور، فلا شيء هنا يكلّفك مالًا.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: minting music",
          ml: "ക്വിസ്: സംഗീതം മിന്റ് ചെയ്യൽ",
          ar: "اختبار: سكّ الموسيقى",
        },
        description: {
          en: "Answer five questions on the reading before you mint. You pass with four right answers.",
          ml: "മിന്റ് ചെയ്യുന്നതിനു മുമ്പ് വായനയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. നാല് ശരിയുത്തരങ്ങളോടെ നിങ്ങൾ വിജയിക്കും.",
          ar: "أجب عن خمسة أسئلة حول القراءة قبل أن تسكّ عملك. تنجح بأربع إجابات صحيحة.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Where is the audio of a music NFT usually stored?",
                ml: "ഒരു മ്യൂസിക് NFT-യുടെ ഓഡിയോ സാധാരണയായി എവിടെയാണ് സൂക്ഷിക്കുന്നത്?",
                ar: "أين يُحفظ الملف الصوتي لرمز NFT موسيقي عادةً؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "On storage such as IPFS or Arweave, with the token pointing to it",
                    ml: "IPFS, Arweave പോലുള്ള സംഭരണത്തിൽ; ടോക്കൺ അതിലേക്ക് ചൂണ്ടുന്നു",
                    ar: "على تخزين مثل IPFS أو Arweave، والرمز يشير إليه",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Only on the buyer's phone",
                    ml: "വാങ്ങുന്നയാളുടെ ഫോണിൽ മാത്രം",
                    ar: "على هاتف المشتري فقط",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "In the streaming service's database",
                    ml: "സ്ട്രീമിംഗ് സേവനത്തിന്റെ ഡാറ്റാബേസിൽ",
                    ar: "في قاعدة بيانات خدمة البث",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What is the difference between a 1 of 1 and an edition?",
                ml: "1 of 1-ഉം എഡിഷനും തമ്മിലുള്ള വ്യത്യാസം എന്ത്?",
                ar: "ما الفرق بين القطعة الفريدة «1 of 1» والإصدار؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A 1 of 1 is a single unique token; an edition is many copies of the same work",
                    ml: "1 of 1 ഒരൊറ്റ അതുല്യ ടോക്കൺ; എഡിഷൻ ഒരേ സൃഷ്ടിയുടെ നിരവധി പകർപ്പുകൾ",
                    ar: "القطعة الفريدة رمز واحد لا مثيل له، والإصدار نسخ عديدة من العمل نفسه",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "An edition is always free to collect",
                    ml: "എഡിഷൻ എപ്പോഴും സൗജന്യമായി ശേഖരിക്കാം",
                    ar: "الإصدار مجاني الاقتناء دائمًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A 1 of 1 can never be resold",
                    ml: "1 of 1 ഒരിക്കലും വീണ്ടും വിൽക്കാനാവില്ല",
                    ar: "لا يمكن إعادة بيع القطعة الفريدة أبدًا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What does a collector usually get when they buy a music NFT?",
                ml: "ഒരു മ്യൂസിക് NFT വാങ്ങുമ്പോൾ ശേഖരിക്കുന്നയാൾക്ക് സാധാരണയായി എന്താണ് ലഭിക്കുന്നത്?",
                ar: "ماذا يحصل المقتني عادةً عندما يشتري رمز NFT موسيقيًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The token, plus whatever perks or licence the release's terms state",
                    ml: "ടോക്കണും, റിലീസിന്റെ നിബന്ധനകളിൽ പറയുന്ന ആനുകൂല്യങ്ങളോ ലൈസൻസോ",
                    ar: "الرمز، إضافة إلى ما تنصّ عليه شروط الإصدار من مزايا أو ترخيص",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The copyright of the song, automatically",
                    ml: "പാട്ടിന്റെ പകർപ്പവകാശം, സ്വയമേവ",
                    ar: "حق المؤلف للأغنية تلقائيًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A share of all the song's streaming income, automatically",
                    ml: "പാട്ടിന്റെ മുഴുവൻ സ്ട്രീമിംഗ് വരുമാനത്തിന്റെ ഒരു പങ്ക്, സ്വയമേവ",
                    ar: "حصة من كل دخل البث للأغنية تلقائيًا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Why do you mint on the Sepolia testnet in this mission?",
                ml: "ഈ മിഷനിൽ എന്തുകൊണ്ടാണ് Sepolia ടെസ്റ്റ്‌നെറ്റിൽ മിന്റ് ചെയ്യുന്നത്?",
                ar: "لماذا تسكّ عملك على شبكة الاختبار Sepolia في هذه المهمة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Its test ETH is free from a faucet and has no value, so mistakes cost nothing",
                    ml: "അതിലെ ടെസ്റ്റ് ETH ഫോസെറ്റിൽ നിന്ന് സൗജന്യമാണ്, മൂല്യമില്ല; അതിനാൽ തെറ്റുകൾക്ക് ഒരു ചെലവുമില്ല",
                    ar: "عملة ETH التجريبية فيها مجانية من الصنبور ولا قيمة لها، فالأخطاء لا تكلّف شيئًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Tokens on Sepolia sell for more than on Ethereum",
                    ml: "Sepolia-യിലെ ടോക്കണുകൾക്ക് Ethereum-ലേതിനേക്കാൾ വില കൂടുതലാണ്",
                    ar: "الرموز على Sepolia تُباع بسعر أعلى منها على Ethereum",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Sepolia does not need a wallet",
                    ml: "Sepolia-യ്ക്ക് വാലറ്റ് ആവശ്യമില്ല",
                    ar: "لا تحتاج Sepolia إلى محفظة",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "What does a royalty declared with ERC-2981 do?",
                ml: "ERC-2981 വഴി പ്രഖ്യാപിക്കുന്ന റോയൽറ്റി എന്താണ് ചെയ്യുന്നത്?",
                ar: "ما وظيفة العائد المُعلَن بمعيار ERC-2981؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It tells marketplaces the royalty the creator asks for on resales; each marketplace decides whether to pay it",
                    ml: "പുനർവിൽപ്പനയിൽ സ്രഷ്ടാവ് ആവശ്യപ്പെടുന്ന റോയൽറ്റി മാർക്കറ്റ്‌പ്ലേസുകളെ അറിയിക്കുന്നു; അത് നൽകണോ എന്ന് ഓരോ മാർക്കറ്റ്‌പ്ലേസും തീരുമാനിക്കുന്നു",
                    ar: "يُبلغ منصات التداول بالعائد الذي يطلبه المبدع عند إعادة البيع، وكل منصة تقرّر هل تدفعه",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It forces every marketplace by law to pay the creator",
                    ml: "സ്രഷ്ടാവിന് പണം നൽകാൻ എല്ലാ മാർക്കറ്റ്‌പ്ലേസുകളെയും നിയമപരമായി നിർബന്ധിക്കുന്നു",
                    ar: "يُلزم كل منصات التداول قانونًا بالدفع للمبدع",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It pays the creator for every stream of the song",
                    ml: "പാട്ടിന്റെ ഓരോ സ്ട്രീമിനും സ്രഷ്ടാവിന് പണം നൽകുന്നു",
                    ar: "يدفع للمبدع عن كل مرة استماع للأغنية",
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
          en: "Prepare your release files",
          ml: "റിലീസ് ഫയലുകൾ തയ്യാറാക്കുക",
          ar: "جهّز ملفات إصدارك",
        },
        description: {
          en: "Choose a track or a 30 to 60 second clip whose rights you fully own, and make square cover art, for example with Canva's or Figma's free plan. Upload both to IPFS with Pinata's free plan. Then write a small metadata file in JSON with the fields name, description, image and animation_url (the last two are the IPFS addresses of your art and audio) and upload it too.",
          ml: "അവകാശങ്ങൾ പൂർണ്ണമായും നിങ്ങളുടേതായ ഒരു ട്രാക്കോ 30 മുതൽ 60 സെക്കൻഡ് വരെയുള്ള ഒരു ക്ലിപ്പോ തിരഞ്ഞെടുക്കുക; Canva-യുടെയോ Figma-യുടെയോ സൗജന്യ പ്ലാൻ ഉപയോഗിച്ച് ഒരു ചതുര കവർ ചിത്രം ഉണ്ടാക്കുക. Pinata-യുടെ സൗജന്യ പ്ലാൻ ഉപയോഗിച്ച് രണ്ടും IPFS-ൽ അപ്‌ലോഡ് ചെയ്യുക. തുടർന്ന് name, description, image, animation_url എന്നീ ഫീൽഡുകളുള്ള ഒരു ചെറിയ JSON മെറ്റാഡാറ്റ ഫയൽ എഴുതി (അവസാനത്തെ രണ്ടെണ്ണം നിങ്ങളുടെ ചിത്രത്തിന്റെയും ഓഡിയോയുടെയും IPFS വിലാസങ്ങൾ) അതും അപ്‌ലോഡ് ചെയ്യുക.",
          ar: "اختر مقطوعة أو مقطعًا من 30 إلى 60 ثانية تملك حقوقه كاملة، وصمّم غلافًا مربعًا، مثلًا بالخطة المجانية من Canva أو Figma. ارفع الملفين إلى IPFS بالخطة المجانية من Pinata. ثم اكتب ملف بيانات وصفية صغيرًا بصيغة JSON فيه الحقول name وdescription وimage وanimation_url (الأخيران عنوانا الغلاف والصوت على IPFS) وارفعه أيضًا.",
        },
        asks: {
          en: "The IPFS link to your metadata file.",
          ml: "നിങ്ങളുടെ മെറ്റാഡാറ്റ ഫയലിന്റെ IPFS ലിങ്ക്.",
          ar: "رابط ملف البيانات الوصفية على IPFS.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Mint a test edition",
          ml: "ഒരു ടെസ്റ്റ് എഡിഷൻ മിന്റ് ചെയ്യുക",
          ar: "اسكّ إصدارًا تجريبيًا",
        },
        description: {
          en: "Add the Sepolia network to your MetaMask wallet and get free test ETH from a faucet such as Google Cloud's Sepolia faucet; never use real funds here. In the OpenZeppelin Contracts Wizard choose ERC1155, tick Mintable, paste your metadata's IPFS address into the URI field and press Open in Remix. In Remix compile the contract, deploy it with the Injected Provider - MetaMask environment and your own address as owner, then call mint with your address, id 1, your edition size and 0x as data.",
          ml: "നിങ്ങളുടെ MetaMask വാലറ്റിൽ Sepolia നെറ്റ്‌വർക്ക് ചേർത്ത്, Google Cloud-ന്റെ Sepolia ഫോസെറ്റ് പോലുള്ള ഒരു ഫോസെറ്റിൽ നിന്ന് സൗജന്യ ടെസ്റ്റ് ETH നേടുക; ഇവിടെ ഒരിക്കലും യഥാർത്ഥ പണം ഉപയോഗിക്കരുത്. OpenZeppelin Contracts Wizard-ൽ ERC1155 തിരഞ്ഞെടുത്ത് Mintable ടിക്ക് ചെയ്ത്, URI ഫീൽഡിൽ മെറ്റാഡാറ്റയുടെ IPFS വിലാസം ഒട്ടിച്ച് Open in Remix അമർത്തുക. Remix-ൽ കോൺട്രാക്റ്റ് കംപൈൽ ചെയ്ത്, Injected Provider - MetaMask പരിതസ്ഥിതിയിൽ നിങ്ങളുടെ സ്വന്തം വിലാസം ഉടമയായി നൽകി ഡിപ്ലോയ് ചെയ്യുക; തുടർന്ന് നിങ്ങളുടെ വിലാസം, id 1, എഡിഷൻ വലുപ്പം, data ആയി 0x എന്നിവ നൽകി mint വിളിക്കുക.",
          ar: "أضف شبكة Sepolia إلى محفظة MetaMask واحصل على ETH تجريبية مجانًا من صنبور مثل صنبور Sepolia من Google Cloud؛ ولا تستخدم أموالًا حقيقية هنا أبدًا. في OpenZeppelin Contracts Wizard اختر ERC1155 وفعّل Mintable، والصق عنوان بياناتك الوصفية على IPFS في حقل URI، ثم اضغط Open in Remix. في Remix صرّف العقد وانشره ببيئة Injected Provider - MetaMask مع عنوانك أنت مالكًا، ثم استدعِ الدالة mint بعنوانك والمعرّف 1 وحجم إصدارك و0x في حقل data.",
        },
        asks: {
          en: "A link to your mint transaction on Sepolia Etherscan.",
          ml: "Sepolia Etherscan-ൽ നിങ്ങളുടെ മിന്റ് ഇടപാടിന്റെ ലിങ്ക്.",
          ar: "رابط معاملة السكّ الخاصة بك على Sepolia Etherscan.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Set a fair price and split",
          ml: "ന്യായമായ വിലയും പങ്കുവെക്കലും നിശ്ചയിക്കുക",
          ar: "حدّد سعرًا عادلًا وتقسيمًا للحصص",
        },
        description: {
          en: "Write the plan you would use for a real release: the edition size, the price and why it is fair both to your fans and to you. List everyone who contributed (co-writer, producer, the artist who made the cover) and each one's percentage of the sales. Look at two music releases on a public marketplace or an artist's page to check that your numbers are realistic.",
          ml: "ഒരു യഥാർത്ഥ റിലീസിന് നിങ്ങൾ ഉപയോഗിക്കുന്ന പദ്ധതി എഴുതുക: എഡിഷൻ വലുപ്പം, വില, അത് നിങ്ങളുടെ ആരാധകർക്കും നിങ്ങൾക്കും ന്യായമാകുന്നത് എന്തുകൊണ്ട്. സംഭാവന നൽകിയ എല്ലാവരെയും (സഹ-രചയിതാവ്, പ്രൊഡ്യൂസർ, കവർ ചിത്രം ഉണ്ടാക്കിയ കലാകാരൻ) ഓരോരുത്തരുടെയും വിൽപ്പനയിലെ ശതമാനത്തോടൊപ്പം രേഖപ്പെടുത്തുക. നിങ്ങളുടെ സംഖ്യകൾ യാഥാർത്ഥ്യബോധമുള്ളതാണോ എന്ന് ഉറപ്പാക്കാൻ ഒരു പൊതു മാർക്കറ്റ്‌പ്ലേസിലോ കലാകാരന്റെ പേജിലോ ഉള്ള രണ്ട് സംഗീത റിലീസുകൾ പരിശോധിക്കുക.",
          ar: "اكتب الخطة التي ستعتمدها لإصدار حقيقي: حجم الإصدار والسعر ولماذا هو عادل لمعجبيك ولك. اذكر كل من أسهم في العمل (الشريك في الكتابة والمنتج والفنان الذي صمّم الغلاف) ونسبة كل منهم من المبيعات. اطّلع على إصدارين موسيقيين في منصة تداول عامة أو صفحة فنان لتتأكد أن أرقامك واقعية.",
        },
        asks: {
          en: "Your release plan: edition size, price with your reason, and the split with each person's share.",
          ml: "നിങ്ങളുടെ റിലീസ് പദ്ധതി: എഡിഷൻ വലുപ്പം, കാരണസഹിതം വില, ഓരോരുത്തരുടെയും പങ്കോടെയുള്ള പങ്കുവെക്കൽ.",
          ar: "خطة إصدارك: حجم الإصدار، والسعر مع سببه، وتقسيم الحصص مع نصيب كل شخص.",
        },
        link: "none",
        text: "required",
      },
    ],
  },
  {
    id: "musician-5",
    journeySlug: "musician",
    number: 5,
    name: {
      en: "Mission 5: Your fan community",
      ml: "മിഷൻ 5: നിങ്ങളുടെ ആരാധക കമ്മ്യൂണിറ്റി",
      ar: "المهمة 5: مجتمع معجبيك",
    },
    objective: {
      en: "Open a fan community with a collectors' space and perks you can keep giving, and host a live listening party for it.",
      ml: "ശേഖരിക്കുന്നവർക്കുള്ള ഇടവും തുടർന്നും നൽകാനാകുന്ന ആനുകൂല്യങ്ങളുമുള്ള ഒരു ആരാധക കമ്മ്യൂണിറ്റി തുടങ്ങാനും അതിനായി ഒരു തത്സമയ ലിസണിംഗ് പാർട്ടി നടത്താനും കഴിയും.",
      ar: "أن تفتتح مجتمعًا لمعجبيك فيه مساحة للمقتنين ومزايا تستطيع الاستمرار في تقديمها، وأن تستضيف له جلسة استماع مباشرة.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Perks that last and gates that work",
          ml: "നിലനിൽക്കുന്ന ആനുകൂല്യങ്ങളും ഫലപ്രദമായ ഗേറ്റുകളും",
          ar: "مزايا تدوم وبوابات تعمل",
        },
        description: {
          en: "Token gating means checking that a fan's wallet holds a token before opening a channel, a file or an event to them; tools such as Guild.xyz and Collab.Land do this for Discord roles. Good collector perks are ones you can keep giving: early listens, stems, a name in the credits, a private listening session, a vote on the next cover. Keep a direct line as well, such as an email list, so that no platform stands between you and your fans.",
          ml: "ഒരു ചാനലോ ഫയലോ പരിപാടിയോ ആരാധകന് തുറന്നുകൊടുക്കുന്നതിനു മുമ്പ് അവരുടെ വാലറ്റിൽ ഒരു ടോക്കൺ ഉണ്ടോ എന്ന് പരിശോധിക്കുന്നതാണ് ടോക്കൺ ഗേറ്റിംഗ്; Guild.xyz, Collab.Land പോലുള്ള ഉപകരണങ്ങൾ Discord റോളുകൾക്കായി ഇത് ചെയ്യുന്നു. തുടർന്നും നൽകാനാകുന്നവയാണ് നല്ല ആനുകൂല്യങ്ങൾ: പുതിയ പാട്ടുകൾ നേരത്തെ കേൾക്കാനുള്ള അവസരം, സ്റ്റെമുകൾ, ക്രെഡിറ്റുകളിൽ പേര്, സ്വകാര്യ ലിസണിംഗ് സെഷൻ, അടുത്ത കവറിനുള്ള വോട്ട്. ഒരു പ്ലാറ്റ്‌ഫോമും നിങ്ങൾക്കും ആരാധകർക്കും ഇടയിൽ വരാതിരിക്കാൻ ഇമെയിൽ ലിസ്റ്റ് പോലുള്ള ഒരു നേരിട്ടുള്ള ബന്ധവും നിലനിർത്തുക.",
          ar: "البوابة المشروطة بالرموز تعني التحقق من أن محفظة المعجب تحمل رمزًا معيّنًا قبل أن تفتح له قناة أو ملفًا أو فعالية، وتقوم أدوات مثل Guild.xyz وCollab.Land بذلك لأدوار Discord. المزايا الجيدة للمقتنين هي التي تستطيع الاستمرار في تقديمها: الاستماع المبكر، والمسارات المنفصلة «stems»، وذكر الاسم في الاعتمادات، وجلسة استماع خاصة، والتصويت على الغلاف القادم. واحتفظ أيضًا بصلة مباشرة، كقائمة بريد إلكتروني، كي لا تقف أي منصة بينك وبين معجبيك.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: fans, perks and gates",
          ml: "ക്വിസ്: ആരാധകർ, ആനുകൂല്യങ്ങൾ, ഗേറ്റുകൾ",
          ar: "اختبار: المعجبون والمزايا والبوابات",
        },
        description: {
          en: "Check what you know about token gating, collector perks and keeping a direct line to your fans. Four questions; three right answers pass.",
          ml: "ടോക്കൺ ഗേറ്റിംഗ്, ശേഖരിക്കുന്നവർക്കുള്ള ആനുകൂല്യങ്ങൾ, ആരാധകരുമായുള്ള നേരിട്ടുള്ള ബന്ധം എന്നിവയെക്കുറിച്ച് നിങ്ങൾക്കുള്ള അറിവ് പരിശോധിക്കുക. നാല് ചോദ്യങ്ങൾ; മൂന്ന് ശരിയുത്തരങ്ങൾ മതി വിജയിക്കാൻ.",
          ar: "اختبر معرفتك بالبوابات المشروطة بالرموز ومزايا المقتنين والصلة المباشرة بمعجبيك. أربعة أسئلة، وتنجح بثلاث إجابات صحيحة.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What does token gating check?",
                ml: "ടോക്കൺ ഗേറ്റിംഗ് എന്താണ് പരിശോധിക്കുന്നത്?",
                ar: "بماذا تتحقق البوابة المشروطة بالرموز؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "That a fan's wallet holds a particular token before giving access",
                    ml: "പ്രവേശനം നൽകുന്നതിനു മുമ്പ് ആരാധകന്റെ വാലറ്റിൽ ഒരു പ്രത്യേക ടോക്കൺ ഉണ്ടോ എന്ന്",
                    ar: "أن محفظة المعجب تحمل رمزًا معيّنًا قبل منحه الوصول",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The fan's bank balance",
                    ml: "ആരാധകന്റെ ബാങ്ക് ബാലൻസ്",
                    ar: "رصيد المعجب في البنك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "How many followers the fan has",
                    ml: "ആരാധകന് എത്ര ഫോളോവേഴ്സ് ഉണ്ടെന്ന്",
                    ar: "عدد متابعي المعجب",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Which of these are perks an artist can keep giving over time?",
                ml: "ഇവയിൽ ഏതൊക്കെയാണ് ഒരു കലാകാരന് കാലക്രമേണ തുടർന്നും നൽകാനാകുന്ന ആനുകൂല്യങ്ങൾ?",
                ar: "أيّ مما يلي مزايا يستطيع الفنان الاستمرار في تقديمها مع الوقت؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Early listens of new songs",
                    ml: "പുതിയ പാട്ടുകൾ നേരത്തെ കേൾക്കാനുള്ള അവസരം",
                    ar: "الاستماع المبكر إلى الأغاني الجديدة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A private listening session for collectors",
                    ml: "ശേഖരിക്കുന്നവർക്കായി ഒരു സ്വകാര്യ ലിസണിംഗ് സെഷൻ",
                    ar: "جلسة استماع خاصة للمقتنين",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A promise that the token's price will rise",
                    ml: "ടോക്കണിന്റെ വില ഉയരുമെന്ന വാഗ്ദാനം",
                    ar: "وعد بأن سعر الرمز سيرتفع",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "Why keep an email list even when you have a Discord server?",
                ml: "Discord സെർവർ ഉള്ളപ്പോഴും ഒരു ഇമെയിൽ ലിസ്റ്റ് നിലനിർത്തുന്നത് എന്തിന്?",
                ar: "لماذا تحتفظ بقائمة بريد إلكتروني حتى لو كان لديك خادم Discord؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "To reach your fans directly even if a platform changes its rules or closes",
                    ml: "ഒരു പ്ലാറ്റ്‌ഫോം നിയമങ്ങൾ മാറ്റുകയോ അടച്ചുപൂട്ടുകയോ ചെയ്താലും ആരാധകരിലേക്ക് നേരിട്ട് എത്താൻ",
                    ar: "لتصل إلى معجبيك مباشرة حتى لو غيّرت منصة قواعدها أو أغلقت",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Because Discord does not allow music",
                    ml: "Discord സംഗീതം അനുവദിക്കാത്തതിനാൽ",
                    ar: "لأن Discord لا يسمح بالموسيقى",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Because an email list is needed to mint a token",
                    ml: "ടോക്കൺ മിന്റ് ചെയ്യാൻ ഇമെയിൽ ലിസ്റ്റ് ആവശ്യമായതിനാൽ",
                    ar: "لأن قائمة البريد شرط لسكّ الرمز",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "A fan connects a wallet to a gating tool. What must they never share?",
                ml: "ഒരു ആരാധകൻ ഗേറ്റിംഗ് ഉപകരണത്തിലേക്ക് വാലറ്റ് ബന്ധിപ്പിക്കുന്നു. അവർ ഒരിക്കലും പങ്കുവെക്കരുതാത്തത് എന്ത്?",
                ar: "يربط معجب محفظته بأداة بوابة. ما الذي يجب ألا يشاركه أبدًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Their seed phrase or private key",
                    ml: "അവരുടെ സീഡ് ഫ്രേസ് അല്ലെങ്കിൽ പ്രൈവറ്റ് കീ",
                    ar: "عبارة الاسترداد أو المفتاح الخاص",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Their public wallet address",
                    ml: "അവരുടെ പൊതു വാലറ്റ് വിലാസം",
                    ar: "عنوان محفظته العام",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Their Discord username",
                    ml: "അവരുടെ Discord ഉപയോക്തൃനാമം",
                    ar: "اسم المستخدم في Discord",
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
          en: "Build your fans' home",
          ml: "ആരാധകർക്കായി ഒരു ഇടം ഒരുക്കുക",
          ar: "ابنِ بيتًا لمعجبيك",
        },
        description: {
          en: "Create a free Discord server for your fans with a welcome channel, clear rules, a listening room and a collectors-only channel. Add a Collectors role that opens that channel and write down the rule that grants it, for example holding your edition from Mission 4. Connect a gating tool such as Guild.xyz when you release on a real network; until then, give the role by hand. List three perks collectors will get.",
          ml: "ആരാധകർക്കായി ഒരു സൗജന്യ Discord സെർവർ സൃഷ്ടിക്കുക: സ്വാഗത ചാനൽ, വ്യക്തമായ നിയമങ്ങൾ, ഒരു ലിസണിംഗ് റൂം, ശേഖരിക്കുന്നവർക്ക് മാത്രമുള്ള ഒരു ചാനൽ എന്നിവയോടെ. ആ ചാനൽ തുറക്കുന്ന Collectors റോൾ ചേർത്ത്, അത് ലഭിക്കാനുള്ള നിയമം എഴുതുക, ഉദാഹരണത്തിന് മിഷൻ 4-ലെ നിങ്ങളുടെ എഡിഷൻ കൈവശമുണ്ടായിരിക്കുക. യഥാർത്ഥ നെറ്റ്‌വർക്കിൽ റിലീസ് ചെയ്യുമ്പോൾ Guild.xyz പോലുള്ള ഒരു ഗേറ്റിംഗ് ഉപകരണം ബന്ധിപ്പിക്കുക; അതുവരെ റോൾ കൈകൊണ്ട് നൽകുക. ശേഖരിക്കുന്നവർക്ക് ലഭിക്കുന്ന മൂന്ന് ആനുകൂല്യങ്ങൾ പട്ടികപ്പെടുത്തുക.",
          ar: "أنشئ خادم Discord مجانيًا لمعجبيك فيه قناة ترحيب وقواعد واضحة وغرفة استماع وقناة للمقتنين وحدهم. أضف دور Collectors الذي يفتح تلك القناة، واكتب القاعدة التي تمنحه، مثل امتلاك إصدارك من المهمة 4. اربط أداة بوابة مثل Guild.xyz عندما تُصدر على شبكة حقيقية، وحتى ذلك الحين امنح الدور يدويًا. اذكر ثلاث مزايا سيحصل عليها المقتنون.",
        },
        asks: {
          en: "An invite link to your server, and your three collector perks with the rule for the Collectors role.",
          ml: "നിങ്ങളുടെ സെർവറിലേക്കുള്ള ക്ഷണ ലിങ്കും, Collectors റോളിന്റെ നിയമത്തോടൊപ്പം ശേഖരിക്കുന്നവർക്കുള്ള മൂന്ന് ആനുകൂല്യങ്ങളും.",
          ar: "رابط دعوة إلى خادمك، ومزايا المقتنين الثلاث مع قاعدة دور Collectors.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        speaking: true,
        name: {
          en: "Host a listening party",
          ml: "ഒരു ലിസണിംഗ് പാർട്ടി നടത്തുക",
          ar: "استضف جلسة استماع",
        },
        description: {
          en: "Host a live listening party of at least 20 minutes on a Discord stage channel or an X Space, and invite your club and your fans. Play or perform one of your tracks, tell the story behind it and answer listeners' questions. Record it (X Spaces can be recorded; for Discord, free OBS Studio works) and ask a club member to join and give you feedback afterwards.",
          ml: "Discord സ്റ്റേജ് ചാനലിലോ X Space-ലോ കുറഞ്ഞത് 20 മിനിറ്റ് ദൈർഘ്യമുള്ള ഒരു തത്സമയ ലിസണിംഗ് പാർട്ടി നടത്തി, നിങ്ങളുടെ ക്ലബ്ബിനെയും ആരാധകരെയും ക്ഷണിക്കുക. നിങ്ങളുടെ ഒരു ട്രാക്ക് പ്ലേ ചെയ്യുകയോ അവതരിപ്പിക്കുകയോ ചെയ്ത്, അതിന്റെ പിന്നിലെ കഥ പറഞ്ഞ്, ശ്രോതാക്കളുടെ ചോദ്യങ്ങൾക്ക് മറുപടി നൽകുക. അത് റെക്കോർഡ് ചെയ്യുക (X Spaces റെക്കോർഡ് ചെയ്യാം; Discord-ന് സൗജന്യ OBS Studio ഉപയോഗിക്കാം), ഒരു ക്ലബ് അംഗത്തോട് പങ്കെടുത്ത് പിന്നീട് അഭിപ്രായം പറയാൻ ആവശ്യപ്പെടുക.",
          ar: "استضف جلسة استماع مباشرة لا تقل عن 20 دقيقة في قناة Stage على Discord أو في X Space، وادعُ ناديك ومعجبيك. شغّل إحدى مقطوعاتك أو أدّها، واروِ القصة التي وراءها، وأجب عن أسئلة المستمعين. سجّل الجلسة (يمكن تسجيل X Spaces، ولـ Discord يصلح برنامج OBS Studio المجاني)، واطلب من أحد أعضاء النادي أن يحضر ويعطيك ملاحظاته بعدها.",
        },
        asks: {
          en: "A link to the recording, and a short note: how many people came, the best question you were asked and your club member's feedback.",
          ml: "റെക്കോർഡിംഗിലേക്കുള്ള ലിങ്കും ഒരു ചെറിയ കുറിപ്പും: എത്ര പേർ വന്നു, നിങ്ങളോട് ചോദിച്ച ഏറ്റവും നല്ല ചോദ്യം, ക്ലബ് അംഗത്തിന്റെ അഭിപ്രായം.",
          ar: "رابط التسجيل وملاحظة قصيرة: كم شخصًا حضر، وأفضل سؤال طُرح عليك، وملاحظات عضو ناديك.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "What your fans value",
          ml: "നിങ്ങളുടെ ആരാധകർ വിലമതിക്കുന്നത്",
          ar: "ما يقدّره معجبوك",
        },
        description: {
          en: "What did your listeners respond to most during the party? Which perk would they value enough to collect, and which one could you still keep giving a year from now?",
          ml: "പാർട്ടിക്കിടയിൽ നിങ്ങളുടെ ശ്രോതാക്കൾ ഏറ്റവും കൂടുതൽ പ്രതികരിച്ചത് എന്തിനോടാണ്? ശേഖരിക്കാൻ തക്കവണ്ണം അവർ വിലമതിക്കുന്ന ആനുകൂല്യം ഏതാണ്, ഒരു വർഷത്തിനു ശേഷവും നിങ്ങൾക്ക് തുടർന്നും നൽകാനാകുന്നത് ഏതാണ്?",
          ar: "بماذا تفاعل مستمعوك أكثر من غيره أثناء الجلسة؟ أيّ ميزة يقدّرونها بما يكفي ليقتنوا عملك، وأيّها تستطيع الاستمرار في تقديمها بعد عام من الآن؟",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "musician-6",
    journeySlug: "musician",
    number: 6,
    name: {
      en: "Mission 6: Collaborate and split fairly",
      ml: "മിഷൻ 6: സഹകരിക്കുക, ന്യായമായി പങ്കുവെക്കുക",
      ar: "المهمة 6: تعاوَن وتقاسَم بعدل",
    },
    objective: {
      en: "Make a piece of music with someone else, agree its shares in a written split sheet, and explain remix rights and how a split contract pays each contributor.",
      ml: "മറ്റൊരാളോടൊപ്പം ഒരു സംഗീതശകലം ഉണ്ടാക്കാനും അതിന്റെ പങ്കുകൾ എഴുതിയ സ്പ്ലിറ്റ് ഷീറ്റിൽ ധാരണയാക്കാനും, റീമിക്സ് അവകാശങ്ങളും ഒരു സ്പ്ലിറ്റ് കോൺട്രാക്റ്റ് ഓരോ സംഭാവകനും എങ്ങനെ പണം നൽകുന്നുവെന്നും വിശദീകരിക്കാനും കഴിയും.",
      ar: "أن تصنع قطعة موسيقية مع شخص آخر وتتفقا على حصصها في ورقة حصص مكتوبة، وأن تشرح حقوق إعادة المزج وكيف يدفع عقد التقسيم لكل مساهم نصيبه.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Split sheets, remix rights and split contracts",
          ml: "സ്പ്ലിറ്റ് ഷീറ്റുകൾ, റീമിക്സ് അവകാശങ്ങൾ, സ്പ്ലിറ്റ് കോൺട്രാക്റ്റുകൾ",
          ar: "أوراق الحصص وحقوق إعادة المزج وعقود التقسيم",
        },
        description: {
          en: "Before a co-written song is released, everyone who made it should agree in writing what share each holds of the composition and of the master: this document is a split sheet. Remixing someone's work needs their permission, given directly or through a licence such as Creative Commons: CC BY allows remixes with credit, NC licences allow them only for non-commercial use, and ND licences allow none. On-chain, a split contract such as those made with 0xSplits receives a release's income and divides it among the recipients by fixed percentages, with every payment visible on a block explorer.",
          ml: "സഹ-രചനയിലുള്ള ഒരു പാട്ട് പുറത്തിറക്കുന്നതിനു മുമ്പ്, അത് ഉണ്ടാക്കിയ എല്ലാവരും കോമ്പോസിഷനിലും മാസ്റ്ററിലും ഓരോരുത്തരുടെയും പങ്ക് എത്രയെന്ന് എഴുതി സമ്മതിക്കണം: ഈ രേഖയാണ് സ്പ്ലിറ്റ് ഷീറ്റ്. മറ്റൊരാളുടെ സൃഷ്ടി റീമിക്സ് ചെയ്യാൻ അവരുടെ അനുമതി വേണം, നേരിട്ടോ Creative Commons പോലുള്ള ഒരു ലൈസൻസ് വഴിയോ: CC BY ക്രെഡിറ്റ് നൽകി റീമിക്സ് ചെയ്യാൻ അനുവദിക്കുന്നു, NC ലൈസൻസുകൾ വാണിജ്യേതര ഉപയോഗത്തിന് മാത്രം അനുവദിക്കുന്നു, ND ലൈസൻസുകൾ ഒട്ടും അനുവദിക്കുന്നില്ല. ഓൺ-ചെയിനിൽ, 0xSplits ഉപയോഗിച്ച് ഉണ്ടാക്കുന്നതുപോലുള്ള ഒരു സ്പ്ലിറ്റ് കോൺട്രാക്റ്റ് ഒരു റിലീസിന്റെ വരുമാനം സ്വീകരിച്ച് നിശ്ചിത ശതമാനങ്ങളനുസരിച്ച് സ്വീകർത്താക്കൾക്കിടയിൽ വിഭജിക്കുന്നു; ഓരോ പണമിടപാടും ബ്ലോക്ക് എക്സ്പ്ലോററിൽ കാണാം.",
          ar: "قبل إصدار أغنية مشتركة الكتابة، ينبغي أن يتفق كل من صنعها كتابةً على حصة كل واحد منهم في التأليف وفي التسجيل الأصلي: هذه الوثيقة هي ورقة الحصص «split sheet». إعادة مزج عمل شخص آخر تحتاج إلى إذنه، مباشرة أو عبر ترخيص مثل Creative Commons: فترخيص CC BY يسمح بإعادة المزج مع ذكر صاحب العمل، وتراخيص NC تسمح بها للاستخدام غير التجاري فقط، وتراخيص ND لا تسمح بها إطلاقًا. وعلى السلسلة، يستقبل عقد التقسيم، مثل العقود التي تُنشأ بأداة 0xSplits، دخل الإصدار ويقسمه بين المستفيدين بنسب ثابتة، وتظهر كل دفعة في مستكشف الكتل.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: shares and permissions",
          ml: "ക്വിസ്: പങ്കുകളും അനുമതികളും",
          ar: "اختبار: الحصص والأذونات",
        },
        description: {
          en: "Check what you know about split sheets, Creative Commons licences and split contracts before you start working together. Four questions; three right answers pass.",
          ml: "ഒരുമിച്ച് ജോലി തുടങ്ങുന്നതിനു മുമ്പ് സ്പ്ലിറ്റ് ഷീറ്റുകൾ, Creative Commons ലൈസൻസുകൾ, സ്പ്ലിറ്റ് കോൺട്രാക്റ്റുകൾ എന്നിവയെക്കുറിച്ചുള്ള നിങ്ങളുടെ അറിവ് പരിശോധിക്കുക. നാല് ചോദ്യങ്ങൾ; മൂന്ന് ശരിയുത്തരങ്ങൾ മതി വിജയിക്കാൻ.",
          ar: "اختبر معرفتك بأوراق الحصص وتراخيص Creative Commons وعقود التقسيم قبل أن تبدأ العمل المشترك. أربعة أسئلة، وتنجح بثلاث إجابات صحيحة.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "When should collaborators fill in a split sheet?",
                ml: "സഹകാരികൾ എപ്പോഴാണ് സ്പ്ലിറ്റ് ഷീറ്റ് പൂരിപ്പിക്കേണ്ടത്?",
                ar: "متى ينبغي للمتعاونين ملء ورقة الحصص؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Before the song is released, ideally when it is made",
                    ml: "പാട്ട് പുറത്തിറക്കുന്നതിനു മുമ്പ്, സാധ്യമെങ്കിൽ അത് ഉണ്ടാക്കുമ്പോൾ തന്നെ",
                    ar: "قبل إصدار الأغنية، ويُفضَّل عند صنعها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Only once the song starts earning money",
                    ml: "പാട്ട് പണം നേടാൻ തുടങ്ങിയ ശേഷം മാത്രം",
                    ar: "فقط بعد أن تبدأ الأغنية في تحقيق دخل",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Never: the streaming service decides the shares",
                    ml: "ഒരിക്കലും വേണ്ട: പങ്കുകൾ സ്ട്രീമിംഗ് സേവനം തീരുമാനിക്കും",
                    ar: "أبدًا: خدمة البث هي التي تحدّد الحصص",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "A track is published under CC BY-NC. What may you do with it without asking?",
                ml: "ഒരു ട്രാക്ക് CC BY-NC ലൈസൻസിൽ പ്രസിദ്ധീകരിച്ചിരിക്കുന്നു. അനുമതി ചോദിക്കാതെ നിങ്ങൾക്ക് അതുകൊണ്ട് എന്ത് ചെയ്യാം?",
                ar: "مقطوعة منشورة بترخيص CC BY-NC. ماذا يجوز لك أن تفعل بها دون استئذان؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Remix it for a non-commercial project, crediting its creator",
                    ml: "സ്രഷ്ടാവിന് ക്രെഡിറ്റ് നൽകി ഒരു വാണിജ്യേതര പ്രോജക്റ്റിനായി റീമിക്സ് ചെയ്യാം",
                    ar: "أن تعيد مزجها لمشروع غير تجاري مع ذكر صاحبها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Sell your remix as an NFT edition",
                    ml: "നിങ്ങളുടെ റീമിക്സ് ഒരു NFT എഡിഷനായി വിൽക്കാം",
                    ar: "أن تبيع إعادة المزج كإصدار NFT",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Publish it under your own name",
                    ml: "നിങ്ങളുടെ സ്വന്തം പേരിൽ പ്രസിദ്ധീകരിക്കാം",
                    ar: "أن تنشرها باسمك أنت",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What does a split contract do?",
                ml: "ഒരു സ്പ്ലിറ്റ് കോൺട്രാക്റ്റ് എന്താണ് ചെയ്യുന്നത്?",
                ar: "ماذا يفعل عقد التقسيم؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Divides the income it receives among its recipients by fixed percentages",
                    ml: "ലഭിക്കുന്ന വരുമാനം നിശ്ചിത ശതമാനങ്ങളനുസരിച്ച് സ്വീകർത്താക്കൾക്കിടയിൽ വിഭജിക്കുന്നു",
                    ar: "يقسم الدخل الذي يستقبله بين المستفيدين بنسب ثابتة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Registers the song with a collecting society",
                    ml: "പാട്ട് ഒരു കളക്റ്റിംഗ് സൊസൈറ്റിയിൽ രജിസ്റ്റർ ചെയ്യുന്നു",
                    ar: "يسجّل الأغنية لدى جمعية تحصيل الحقوق",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Sets the price of the release",
                    ml: "റിലീസിന്റെ വില നിശ്ചയിക്കുന്നു",
                    ar: "يحدّد سعر الإصدار",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which shares does a split sheet for a recorded song usually cover?",
                ml: "റെക്കോർഡ് ചെയ്ത ഒരു പാട്ടിന്റെ സ്പ്ലിറ്റ് ഷീറ്റ് സാധാരണയായി ഏതൊക്കെ പങ്കുകൾ ഉൾക്കൊള്ളുന്നു?",
                ar: "ما الحصص التي تغطيها ورقة الحصص لأغنية مسجّلة عادةً؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Shares of the composition",
                    ml: "കോമ്പോസിഷനിലെ പങ്കുകൾ",
                    ar: "الحصص في التأليف الموسيقي",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Shares of the master recording",
                    ml: "മാസ്റ്റർ റെക്കോർഡിംഗിലെ പങ്കുകൾ",
                    ar: "الحصص في التسجيل الأصلي",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Shares of the venue's bar takings",
                    ml: "പരിപാടി നടക്കുന്ന വേദിയിലെ ഭക്ഷണപാനീയ വിൽപ്പനയിലെ പങ്കുകൾ",
                    ar: "الحصص في مبيعات المقهى في مكان الحفل",
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
          en: "Make something together",
          ml: "ഒരുമിച്ച് എന്തെങ്കിലും ഉണ്ടാക്കുക",
          ar: "اصنعا شيئًا معًا",
        },
        description: {
          en: "Pair up with another member or a musician friend and co-write or remix a piece of at least 60 seconds in a free DAW: BandLab runs in the browser and lets you work on one project together, and LMMS or GarageBand work offline. If you remix, use a track whose owner has agreed or whose licence allows it, and credit them. Publish the result on BandLab, SoundCloud or YouTube.",
          ml: "മറ്റൊരു അംഗത്തോടോ സംഗീതജ്ഞനായ ഒരു സുഹൃത്തിനോടോ ചേർന്ന്, ഒരു സൗജന്യ DAW-ൽ കുറഞ്ഞത് 60 സെക്കൻഡുള്ള ഒരു ശകലം സഹ-രചന നടത്തുകയോ റീമിക്സ് ചെയ്യുകയോ ചെയ്യുക: BandLab ബ്രൗസറിൽ പ്രവർത്തിക്കുന്നു, ഒരേ പ്രോജക്റ്റിൽ ഒരുമിച്ച് ജോലി ചെയ്യാൻ അനുവദിക്കുന്നു; LMMS, GarageBand എന്നിവ ഓഫ്‌ലൈനായി പ്രവർത്തിക്കുന്നു. റീമിക്സ് ചെയ്യുകയാണെങ്കിൽ, ഉടമ സമ്മതിച്ചതോ ലൈസൻസ് അനുവദിക്കുന്നതോ ആയ ട്രാക്ക് ഉപയോഗിച്ച് അവർക്ക് ക്രെഡിറ്റ് നൽകുക. ഫലം BandLab-ലോ SoundCloud-ലോ YouTube-ലോ പ്രസിദ്ധീകരിക്കുക.",
          ar: "اشترك مع عضو آخر أو صديق موسيقي في كتابة قطعة أو إعادة مزجها، لا تقل عن 60 ثانية، في برنامج DAW مجاني: يعمل BandLab في المتصفح ويتيح لكما العمل على مشروع واحد معًا، ويعمل LMMS أو GarageBand دون اتصال. إن أعدت مزج عمل ما فاختر مقطوعة وافق صاحبها أو يسمح ترخيصها بذلك، واذكر اسمه. انشر النتيجة على BandLab أو SoundCloud أو YouTube.",
        },
        asks: {
          en: "A link to the finished piece, and who did what on it.",
          ml: "പൂർത്തിയായ ശകലത്തിലേക്കുള്ള ലിങ്കും, അതിൽ ആര് എന്ത് ചെയ്തു എന്നതും.",
          ar: "رابط القطعة المكتملة، ومن قام بماذا فيها.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Sign a split sheet",
          ml: "ഒരു സ്പ്ലിറ്റ് ഷീറ്റിൽ ഒപ്പിടുക",
          ar: "وقّعا ورقة الحصص",
        },
        description: {
          en: "Write a split sheet for your piece in a free Google Docs or Notion page: its title and date, each contributor's name and role, their percentage of the composition and of the master, and the public wallet address each would be paid to (an address, never a key). Add what happens if the piece is later remixed, sampled or sold as an edition. Both of you confirm it, by signing or each leaving a comment from your own account.",
          ml: "സൗജന്യ Google Docs-ലോ Notion പേജിലോ നിങ്ങളുടെ ശകലത്തിനായി ഒരു സ്പ്ലിറ്റ് ഷീറ്റ് എഴുതുക: അതിന്റെ പേരും തീയതിയും, ഓരോ സംഭാവകന്റെയും പേരും പങ്കും, കോമ്പോസിഷനിലും മാസ്റ്ററിലുമുള്ള അവരുടെ ശതമാനം, ഓരോരുത്തർക്കും പണം ലഭിക്കേണ്ട പൊതു വാലറ്റ് വിലാസം (വിലാസം മാത്രം, ഒരിക്കലും കീ അല്ല). പിന്നീട് ശകലം റീമിക്സ് ചെയ്യുകയോ സാമ്പിൾ ചെയ്യുകയോ എഡിഷനായി വിൽക്കുകയോ ചെയ്താൽ എന്ത് സംഭവിക്കുമെന്നും ചേർക്കുക. ഒപ്പിട്ടോ ഓരോരുത്തരും സ്വന്തം അക്കൗണ്ടിൽ നിന്ന് ഒരു കമന്റ് ഇട്ടോ നിങ്ങൾ ഇരുവരും അത് സ്ഥിരീകരിക്കുക.",
          ar: "اكتبا ورقة حصص لقطعتكما في صفحة مجانية على Google Docs أو Notion: عنوانها وتاريخها، واسم كل مساهم ودوره، ونسبته في التأليف وفي التسجيل الأصلي، وعنوان المحفظة العام الذي سيُدفع إليه (عنوان فقط، وليس مفتاحًا أبدًا). أضيفا ما يحدث إذا أُعيد مزج القطعة لاحقًا أو اقتُبس منها أو بيعت كإصدار. ثم يؤكدها كل منكما، بالتوقيع أو بتعليق من حسابه الخاص.",
        },
        asks: {
          en: "A link to the split sheet, shared so that anyone with the link can view it.",
          ml: "ലിങ്ക് ലഭിക്കുന്ന ആർക്കും കാണാവുന്ന തരത്തിൽ പങ്കുവെച്ച സ്പ്ലിറ്റ് ഷീറ്റിന്റെ ലിങ്ക്.",
          ar: "رابط ورقة الحصص، مشاركًا بحيث يستطيع أي شخص لديه الرابط عرضها.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Talking about shares",
          ml: "പങ്കുകളെക്കുറിച്ച് സംസാരിക്കുമ്പോൾ",
          ar: "الحديث عن الحصص",
        },
        description: {
          en: "How did you and your collaborator agree on the shares, and was any part of that conversation uncomfortable? What will you do differently at the start of your next collaboration?",
          ml: "നിങ്ങളും സഹകാരിയും പങ്കുകളിൽ എങ്ങനെ ധാരണയിലെത്തി, ആ സംഭാഷണത്തിന്റെ ഏതെങ്കിലും ഭാഗം അസ്വസ്ഥതയുണ്ടാക്കിയോ? അടുത്ത സഹകരണത്തിന്റെ തുടക്കത്തിൽ നിങ്ങൾ എന്ത് വ്യത്യസ്തമായി ചെയ്യും?",
          ar: "كيف اتفقت أنت وشريكك على الحصص، وهل كان أي جزء من ذلك الحديث محرجًا؟ ما الذي ستفعله بشكل مختلف في بداية تعاونك القادم؟",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "musician-7",
    journeySlug: "musician",
    number: 7,
    name: {
      en: "Mission 7: Stage and storytelling",
      ml: "മിഷൻ 7: വേദിയും കഥപറച്ചിലും",
      ar: "المهمة 7: المسرح ورواية القصص",
    },
    objective: {
      en: "Introduce your music live with a story that draws listeners in, and answer fans' questions clearly and honestly, including questions about your tokens.",
      ml: "ശ്രോതാക്കളെ ആകർഷിക്കുന്ന ഒരു കഥയോടെ നിങ്ങളുടെ സംഗീതം തത്സമയം പരിചയപ്പെടുത്താനും, നിങ്ങളുടെ ടോക്കണുകളെക്കുറിച്ചുള്ളവ ഉൾപ്പെടെ ആരാധകരുടെ ചോദ്യങ്ങൾക്ക് വ്യക്തമായും സത്യസന്ധമായും മറുപടി നൽകാനും കഴിയും.",
      ar: "أن تقدّم موسيقاك مباشرة بقصة تشدّ المستمعين، وأن تجيب عن أسئلة المعجبين بوضوح وصدق، ومنها الأسئلة عن رموزك.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Introduce a song in one minute",
          ml: "ഒരു മിനിറ്റിൽ ഒരു പാട്ട് പരിചയപ്പെടുത്തുക",
          ar: "قدّم أغنية في دقيقة واحدة",
        },
        description: {
          en: "A good introduction gives the audience a way into the song: where it came from, one concrete detail (a place, a person, a sound) and what to listen for. Open with the story, not with an apology or a list of streaming numbers, and end by naming the song so that everyone knows what they are about to hear.",
          ml: "നല്ലൊരു പരിചയപ്പെടുത്തൽ സദസ്സിന് പാട്ടിലേക്കുള്ള ഒരു വഴി നൽകുന്നു: അത് എവിടെ നിന്ന് വന്നു, ഒരു വ്യക്തമായ വിശദാംശം (ഒരു സ്ഥലം, ഒരു വ്യക്തി, ഒരു ശബ്ദം), എന്ത് ശ്രദ്ധിച്ച് കേൾക്കണം. ക്ഷമാപണത്തോടെയോ സ്ട്രീമിംഗ് കണക്കുകളുടെ പട്ടികയോടെയോ അല്ല, കഥയോടെ തുടങ്ങുക; കേൾക്കാൻ പോകുന്നത് എന്താണെന്ന് എല്ലാവർക്കും അറിയാൻ പാട്ടിന്റെ പേര് പറഞ്ഞ് അവസാനിപ്പിക്കുക.",
          ar: "المقدمة الجيدة تفتح للجمهور طريقًا إلى الأغنية: من أين جاءت، وتفصيل ملموس واحد (مكان أو شخص أو صوت)، وما الذي ينبغي الإصغاء إليه. ابدأ بالقصة، لا باعتذار ولا بقائمة من أرقام الاستماع، واختم بذكر اسم الأغنية ليعرف الجميع ما الذي سيسمعونه.",
        },
      },
      {
        stepId: "2",
        kind: "text",
        name: {
          en: "Answering fans' questions",
          ml: "ആരാധകരുടെ ചോദ്യങ്ങൾക്ക് മറുപടി നൽകൽ",
          ar: "الإجابة عن أسئلة المعجبين",
        },
        description: {
          en: "Repeat or rephrase each question so the whole room hears it, answer in two or three sentences, then invite the next one. If you do not know, say so and offer to follow up; if a question is hostile, thank the person, answer the fair part and move on. Questions about your tokens are a chance to be honest: explain what a collector gets and never promise that a price will rise.",
          ml: "മുറിയിലുള്ള എല്ലാവരും കേൾക്കാൻ ഓരോ ചോദ്യവും ആവർത്തിക്കുകയോ മറ്റ് വാക്കുകളിൽ പറയുകയോ ചെയ്ത്, രണ്ടോ മൂന്നോ വാക്യങ്ങളിൽ മറുപടി നൽകി, അടുത്ത ചോദ്യം ക്ഷണിക്കുക. അറിയില്ലെങ്കിൽ അത് തുറന്നുപറഞ്ഞ് പിന്നീട് മറുപടി നൽകാമെന്ന് പറയുക; ചോദ്യം ശത്രുതാപരമാണെങ്കിൽ ആ വ്യക്തിയോട് നന്ദി പറഞ്ഞ്, ന്യായമായ ഭാഗത്തിന് മറുപടി നൽകി മുന്നോട്ട് പോകുക. നിങ്ങളുടെ ടോക്കണുകളെക്കുറിച്ചുള്ള ചോദ്യങ്ങൾ സത്യസന്ധരാകാനുള്ള അവസരമാണ്: ശേഖരിക്കുന്നയാൾക്ക് എന്ത് ലഭിക്കുമെന്ന് വിശദീകരിക്കുക, വില ഉയരുമെന്ന് ഒരിക്കലും വാഗ്ദാനം ചെയ്യരുത്.",
          ar: "كرّر كل سؤال أو أعد صياغته ليسمعه كل من في القاعة، وأجب في جملتين أو ثلاث، ثم ادعُ إلى السؤال التالي. إن لم تكن تعرف الجواب فقل ذلك واعرض أن تعود به لاحقًا؛ وإن كان السؤال عدائيًا فاشكر صاحبه وأجب عن الجزء المنصف منه وامضِ. والأسئلة عن رموزك فرصة للصدق: اشرح ما يحصل عليه المقتني، ولا تعِد أبدًا بأن سعرًا سيرتفع.",
        },
      },
      {
        stepId: "3",
        kind: "quiz",
        name: {
          en: "Quiz: on stage",
          ml: "ക്വിസ്: വേദിയിൽ",
          ar: "اختبار: على المسرح",
        },
        description: {
          en: "Answer four questions on the two readings. You pass with three right answers.",
          ml: "രണ്ട് വായനകളെക്കുറിച്ചുള്ള നാല് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. മൂന്ന് ശരിയുത്തരങ്ങളോടെ നിങ്ങൾ വിജയിക്കും.",
          ar: "أجب عن أربعة أسئلة حول القراءتين. تنجح بثلاث إجابات صحيحة.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Someone at the back asks a question that others may not have heard. What do you do first?",
                ml: "പിന്നിലിരിക്കുന്ന ഒരാൾ മറ്റുള്ളവർ കേട്ടിരിക്കാനിടയില്ലാത്ത ഒരു ചോദ്യം ചോദിക്കുന്നു. നിങ്ങൾ ആദ്യം എന്ത് ചെയ്യും?",
                ar: "يطرح شخص في الخلف سؤالًا ربما لم يسمعه الآخرون. ماذا تفعل أولًا؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Repeat or rephrase the question for the room",
                    ml: "മുറിയിലുള്ളവർക്കായി ചോദ്യം ആവർത്തിക്കുകയോ മറ്റ് വാക്കുകളിൽ പറയുകയോ ചെയ്യുക",
                    ar: "أكرّر السؤال أو أعيد صياغته للحاضرين",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Answer quietly to that person only",
                    ml: "ആ വ്യക്തിയോട് മാത്രം പതുക്കെ മറുപടി പറയുക",
                    ar: "أجيب ذلك الشخص وحده بصوت منخفض",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Skip it and take the next question",
                    ml: "അത് ഒഴിവാക്കി അടുത്ത ചോദ്യത്തിലേക്ക് പോകുക",
                    ar: "أتجاوزه وأنتقل إلى السؤال التالي",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Which opening draws an audience into a song?",
                ml: "ഏത് തുടക്കമാണ് സദസ്സിനെ ഒരു പാട്ടിലേക്ക് ആകർഷിക്കുന്നത്?",
                ar: "أيّ افتتاحية تشدّ الجمهور إلى الأغنية؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A short story with one concrete detail about where the song came from",
                    ml: "പാട്ട് എവിടെ നിന്ന് വന്നു എന്നതിനെക്കുറിച്ച് ഒരു വ്യക്തമായ വിശദാംശമുള്ള ചെറിയൊരു കഥ",
                    ar: "قصة قصيرة فيها تفصيل ملموس واحد عن أصل الأغنية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "An apology for your voice today",
                    ml: "ഇന്നത്തെ നിങ്ങളുടെ ശബ്ദത്തിനുള്ള ക്ഷമാപണം",
                    ar: "اعتذار عن صوتك اليوم",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A list of your streaming numbers",
                    ml: "നിങ്ങളുടെ സ്ട്രീമിംഗ് കണക്കുകളുടെ പട്ടിക",
                    ar: "قائمة بأرقام الاستماع لديك",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "A fan asks whether your edition's price will go up. What is an honest answer?",
                ml: "നിങ്ങളുടെ എഡിഷന്റെ വില കൂടുമോ എന്ന് ഒരു ആരാധകൻ ചോദിക്കുന്നു. സത്യസന്ധമായ മറുപടി ഏതാണ്?",
                ar: "يسأل معجب هل سيرتفع سعر إصدارك. ما الإجابة الصادقة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Explain what collectors get, and say that you cannot promise any price",
                    ml: "ശേഖരിക്കുന്നവർക്ക് എന്ത് ലഭിക്കുമെന്ന് വിശദീകരിച്ച്, ഒരു വിലയും വാഗ്ദാനം ചെയ്യാനാവില്ലെന്ന് പറയുക",
                    ar: "أشرح ما يحصل عليه المقتنون وأقول إنني لا أستطيع أن أعِد بأي سعر",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Promise that it will double within a year",
                    ml: "ഒരു വർഷത്തിനുള്ളിൽ ഇരട്ടിയാകുമെന്ന് വാഗ്ദാനം ചെയ്യുക",
                    ar: "أعِد بأنه سيتضاعف خلال عام",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Tell them to buy more before it is too late",
                    ml: "വൈകുന്നതിനു മുമ്പ് കൂടുതൽ വാങ്ങാൻ പറയുക",
                    ar: "أطلب منه أن يشتري المزيد قبل فوات الأوان",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "You do not know the answer to a question. What should you do?",
                ml: "ഒരു ചോദ്യത്തിന്റെ ഉത്തരം നിങ്ങൾക്കറിയില്ല. നിങ്ങൾ എന്ത് ചെയ്യണം?",
                ar: "لا تعرف إجابة سؤال ما. ماذا ينبغي أن تفعل؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Say so honestly and offer to follow up",
                    ml: "അത് സത്യസന്ധമായി പറഞ്ഞ് പിന്നീട് മറുപടി നൽകാമെന്ന് അറിയിക്കുക",
                    ar: "أقول ذلك بصدق وأعرض أن أعود بالإجابة لاحقًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Make up an answer that sounds confident",
                    ml: "ആത്മവിശ്വാസം തോന്നിക്കുന്ന ഒരു ഉത്തരം കെട്ടിച്ചമയ്ക്കുക",
                    ar: "أختلق إجابة تبدو واثقة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Change the subject without replying",
                    ml: "മറുപടി നൽകാതെ വിഷയം മാറ്റുക",
                    ar: "أغيّر الموضوع دون أن أجيب",
                  },
                },
              ],
              correct: ["a"],
            },
          ],
        },
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Write your songs' stories",
          ml: "നിങ്ങളുടെ പാട്ടുകളുടെ കഥകൾ എഴുതുക",
          ar: "اكتب قصص أغانيك",
        },
        description: {
          en: "Write the introductions for two of your songs, each of about one minute when read aloud with a timer. Cut every sentence that does not help the listener hear the song, then practise until you can say them without reading.",
          ml: "നിങ്ങളുടെ രണ്ട് പാട്ടുകൾക്കുള്ള പരിചയപ്പെടുത്തലുകൾ എഴുതുക; ടൈമർ വെച്ച് ഉറക്കെ വായിക്കുമ്പോൾ ഓരോന്നും ഏകദേശം ഒരു മിനിറ്റ്. ശ്രോതാവിനെ പാട്ട് കേൾക്കാൻ സഹായിക്കാത്ത ഓരോ വാക്യവും ഒഴിവാക്കി, വായിക്കാതെ പറയാൻ കഴിയുന്നതുവരെ പരിശീലിക്കുക.",
          ar: "اكتب مقدمتين لأغنيتين من أغانيك، مدة كل منهما نحو دقيقة عند قراءتها بصوت عالٍ مع مؤقّت. احذف كل جملة لا تساعد المستمع على سماع الأغنية، ثم تدرّب حتى تستطيع قولهما دون قراءة.",
        },
        asks: {
          en: "Your two introductions, written as you will say them.",
          ml: "നിങ്ങൾ പറയാൻ പോകുന്നതുപോലെ എഴുതിയ രണ്ട് പരിചയപ്പെടുത്തലുകൾ.",
          ar: "مقدمتاك مكتوبتين كما ستقولهما.",
        },
        link: "none",
        text: "required",
      },
      {
        stepId: "5",
        kind: "speech",
        name: {
          en: "Speak at your club",
          ml: "നിങ്ങളുടെ ക്ലബ്ബിൽ സംസാരിക്കുക",
          ar: "تحدّث في ناديك",
        },
        description: {
          en: "Give a 4 to 6 minute speech at your club meeting about your music: who you are as an artist, the story behind one song and what you want listeners to take from it. Play or perform up to one minute of the song within your time, then take two or three questions from the members. Ask your evaluator to comment on your story and on how you answered.",
          ml: "നിങ്ങളുടെ ക്ലബ് മീറ്റിംഗിൽ നിങ്ങളുടെ സംഗീതത്തെക്കുറിച്ച് 4 മുതൽ 6 മിനിറ്റ് വരെയുള്ള ഒരു പ്രസംഗം നടത്തുക: ഒരു കലാകാരനെന്ന നിലയിൽ നിങ്ങൾ ആരാണ്, ഒരു പാട്ടിന് പിന്നിലെ കഥ, ശ്രോതാക്കൾ അതിൽ നിന്ന് എന്ത് കൊണ്ടുപോകണമെന്ന് നിങ്ങൾ ആഗ്രഹിക്കുന്നു. നിങ്ങളുടെ സമയത്തിനുള്ളിൽ പാട്ടിന്റെ പരമാവധി ഒരു മിനിറ്റ് പ്ലേ ചെയ്യുകയോ അവതരിപ്പിക്കുകയോ ചെയ്ത്, തുടർന്ന് അംഗങ്ങളിൽ നിന്ന് രണ്ടോ മൂന്നോ ചോദ്യങ്ങൾ സ്വീകരിക്കുക. നിങ്ങളുടെ കഥയെക്കുറിച്ചും മറുപടി നൽകിയ രീതിയെക്കുറിച്ചും അഭിപ്രായം പറയാൻ ഇവാല്യുവേറ്ററോട് ആവശ്യപ്പെടുക.",
          ar: "ألقِ في اجتماع ناديك خطابًا من 4 إلى 6 دقائق عن موسيقاك: من أنت كفنان، والقصة التي وراء أغنية واحدة، وما الذي تريد أن يأخذه المستمعون منها. شغّل أو أدِّ ما لا يزيد على دقيقة من الأغنية ضمن وقتك، ثم تلقَّ سؤالين أو ثلاثة من الأعضاء. واطلب من مقيّمك أن يعلّق على قصتك وعلى طريقة إجابتك.",
        },
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "After the stage",
          ml: "വേദിക്ക് ശേഷം",
          ar: "بعد المسرح",
        },
        description: {
          en: "What did your evaluator and the audience tell you? Which moment felt strongest, and what will you change before you next introduce your music live?",
          ml: "നിങ്ങളുടെ ഇവാല്യുവേറ്ററും സദസ്സും എന്താണ് പറഞ്ഞത്? ഏത് നിമിഷമാണ് ഏറ്റവും ശക്തമായി തോന്നിയത്, അടുത്ത തവണ നിങ്ങളുടെ സംഗീതം തത്സമയം പരിചയപ്പെടുത്തുന്നതിനു മുമ്പ് നിങ്ങൾ എന്ത് മാറ്റും?",
          ar: "ماذا قال لك مقيّمك والجمهور؟ أيّ لحظة شعرت أنها الأقوى، وما الذي ستغيّره قبل أن تقدّم موسيقاك مباشرة في المرة القادمة؟",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "musician-8",
    journeySlug: "musician",
    number: 8,
    name: {
      en: "Mission 8: Your music career in Web3",
      ml: "മിഷൻ 8: Web3-ലെ നിങ്ങളുടെ സംഗീത കരിയർ",
      ar: "المهمة 8: مسيرتك الموسيقية في Web3",
    },
    objective: {
      en: "Present your work in a public artist page, pitch yourself for a real grant, residency or role, and apply safely.",
      ml: "നിങ്ങളുടെ സൃഷ്ടികൾ ഒരു പൊതു ആർട്ടിസ്റ്റ് പേജിൽ അവതരിപ്പിക്കാനും, ഒരു യഥാർത്ഥ ഗ്രാന്റിനോ റെസിഡൻസിക്കോ ജോലിക്കോ വേണ്ടി സ്വയം പിച്ച് ചെയ്യാനും, സുരക്ഷിതമായി അപേക്ഷിക്കാനും കഴിയും.",
      ar: "أن تعرض أعمالك في صفحة فنان عامة، وأن تقدّم نفسك لمنحة أو إقامة فنية أو وظيفة حقيقية، وأن تتقدّم بأمان.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Paths into a Web3 music career",
          ml: "Web3 സംഗീത കരിയറിലേക്കുള്ള വഴികൾ",
          ar: "طرق إلى مسيرة موسيقية في Web3",
        },
        description: {
          en: "Artists in Web3 fund new work with grants from foundations and blockchain ecosystems, public funding rounds such as Gitcoin Grants, and residencies that offer time, mentoring and sometimes a stipend. Music platforms and labels also hire for artist relations, community, content, A&R and partnerships, where musicians who understand both worlds stand out. Job boards such as web3.career and CryptoJobsList are free to browse; a real programme never asks you for a fee to apply or for your seed phrase.",
          ml: "Web3-ലെ കലാകാരന്മാർ ഫൗണ്ടേഷനുകളുടെയും ബ്ലോക്ക്‌ചെയിൻ ഇക്കോസിസ്റ്റങ്ങളുടെയും ഗ്രാന്റുകൾ, Gitcoin Grants പോലുള്ള പൊതു ഫണ്ടിംഗ് റൗണ്ടുകൾ, സമയവും മാർഗ്ഗനിർദ്ദേശവും ചിലപ്പോൾ സ്റ്റൈപ്പൻഡും നൽകുന്ന റെസിഡൻസികൾ എന്നിവ വഴി പുതിയ സൃഷ്ടികൾക്ക് പണം കണ്ടെത്തുന്നു. സംഗീത പ്ലാറ്റ്‌ഫോമുകളും ലേബലുകളും ആർട്ടിസ്റ്റ് റിലേഷൻസ്, കമ്മ്യൂണിറ്റി, കണ്ടന്റ്, A&R, പാർട്ണർഷിപ്പുകൾ എന്നിവയിലേക്ക് ആളുകളെ നിയമിക്കുന്നു; രണ്ട് ലോകങ്ങളും മനസ്സിലാക്കുന്ന സംഗീതജ്ഞർ അവിടെ വേറിട്ടുനിൽക്കുന്നു. web3.career, CryptoJobsList പോലുള്ള ജോബ് ബോർഡുകൾ സൗജന്യമായി നോക്കാം; യഥാർത്ഥ ഒരു പ്രോഗ്രാം അപേക്ഷിക്കാൻ ഫീസോ നിങ്ങളുടെ സീഡ് ഫ്രേസോ ഒരിക്കലും ചോദിക്കില്ല.",
          ar: "يموّل الفنانون في Web3 أعمالهم الجديدة بمنح من المؤسسات ومنظومات البلوكتشين، وبجولات تمويل عامة مثل Gitcoin Grants، وبإقامات فنية تقدّم الوقت والإرشاد وأحيانًا مكافأة مالية. كما توظّف المنصات الموسيقية وشركات الإنتاج في علاقات الفنانين والمجتمع والمحتوى واكتشاف المواهب «A&R» والشراكات، وهناك يتميّز الموسيقيون الذين يفهمون العالمين. يمكن تصفّح مواقع الوظائف مثل web3.career وCryptoJobsList مجانًا؛ والبرنامج الحقيقي لا يطلب منك أبدًا رسومًا للتقديم ولا عبارة الاسترداد الخاصة بك.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: grants, residencies and roles",
          ml: "ക്വിസ്: ഗ്രാന്റുകൾ, റെസിഡൻസികൾ, ജോലികൾ",
          ar: "اختبار: المنح والإقامات الفنية والوظائف",
        },
        description: {
          en: "Check what you know about grant applications, residencies, roles at music platforms and the scams to avoid. Four questions; three right answers pass.",
          ml: "ഗ്രാന്റ് അപേക്ഷകൾ, റെസിഡൻസികൾ, സംഗീത പ്ലാറ്റ്‌ഫോമുകളിലെ ജോലികൾ, ഒഴിവാക്കേണ്ട തട്ടിപ്പുകൾ എന്നിവയെക്കുറിച്ചുള്ള നിങ്ങളുടെ അറിവ് പരിശോധിക്കുക. നാല് ചോദ്യങ്ങൾ; മൂന്ന് ശരിയുത്തരങ്ങൾ മതി വിജയിക്കാൻ.",
          ar: "اختبر معرفتك بطلبات المنح والإقامات الفنية والوظائف في المنصات الموسيقية وعمليات الاحتيال التي يجب تجنّبها. أربعة أسئلة، وتنجح بثلاث إجابات صحيحة.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What does a strong grant application include?",
                ml: "ശക്തമായ ഒരു ഗ്രാന്റ് അപേക്ഷയിൽ എന്തൊക്കെ ഉൾപ്പെടുന്നു?",
                ar: "ماذا يتضمّن طلب المنحة القوي؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Clear deliverables and a timeline",
                    ml: "വ്യക്തമായ ഫലങ്ങളും ഒരു സമയക്രമവും",
                    ar: "مخرجات واضحة وجدول زمني",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A budget showing how the money will be spent",
                    ml: "പണം എങ്ങനെ ചെലവഴിക്കുമെന്ന് കാണിക്കുന്ന ഒരു ബജറ്റ്",
                    ar: "ميزانية تبيّن كيف ستُنفق الأموال",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A promise that your token's price will rise",
                    ml: "നിങ്ങളുടെ ടോക്കണിന്റെ വില ഉയരുമെന്ന വാഗ്ദാനം",
                    ar: "وعد بأن سعر رمزك سيرتفع",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q2",
              prompt: {
                en: "An 'opportunity' asks for a fee or your seed phrase to process your application. What is it most likely to be?",
                ml: "നിങ്ങളുടെ അപേക്ഷ പരിഗണിക്കാൻ ഒരു 'അവസരം' ഫീസോ നിങ്ങളുടെ സീഡ് ഫ്രേസോ ആവശ്യപ്പെടുന്നു. അത് മിക്കവാറും എന്തായിരിക്കും?",
                ar: "«فرصة» تطلب رسومًا أو عبارة الاسترداد الخاصة بك لمعالجة طلبك. ما الأرجح أنها تكون؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A scam",
                    ml: "ഒരു തട്ടിപ്പ്",
                    ar: "عملية احتيال",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A normal step of every grant",
                    ml: "എല്ലാ ഗ്രാന്റുകളിലെയും ഒരു സാധാരണ ഘട്ടം",
                    ar: "خطوة عادية في كل منحة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Proof that the programme is exclusive",
                    ml: "പ്രോഗ്രാം തിരഞ്ഞെടുക്കപ്പെട്ടവർക്ക് മാത്രമുള്ളതാണെന്നതിന്റെ തെളിവ്",
                    ar: "دليل على أن البرنامج حصري",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What does an artist residency typically offer?",
                ml: "ഒരു ആർട്ടിസ്റ്റ് റെസിഡൻസി സാധാരണയായി എന്താണ് നൽകുന്നത്?",
                ar: "ماذا تقدّم الإقامة الفنية عادةً؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Time, mentoring and sometimes a stipend to make new work",
                    ml: "പുതിയ സൃഷ്ടികൾ ഉണ്ടാക്കാൻ സമയവും മാർഗ്ഗനിർദ്ദേശവും ചിലപ്പോൾ സ്റ്റൈപ്പൻഡും",
                    ar: "الوقت والإرشاد وأحيانًا مكافأة مالية لصنع أعمال جديدة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Ownership of the artist's masters",
                    ml: "കലാകാരന്റെ മാസ്റ്ററുകളുടെ ഉടമസ്ഥാവകാശം",
                    ar: "ملكية تسجيلات الفنان الأصلية",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A guaranteed number of streams",
                    ml: "ഉറപ്പുള്ള ഒരു എണ്ണം സ്ട്രീമുകൾ",
                    ar: "عدد مضمون من مرات الاستماع",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which role at a music platform works most directly with artists?",
                ml: "ഒരു സംഗീത പ്ലാറ്റ്‌ഫോമിലെ ഏത് ജോലിയാണ് കലാകാരന്മാരുമായി ഏറ്റവും നേരിട്ട് പ്രവർത്തിക്കുന്നത്?",
                ar: "أيّ وظيفة في منصة موسيقية تعمل مع الفنانين بشكل مباشر أكثر من غيرها؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Artist relations",
                    ml: "ആർട്ടിസ്റ്റ് റിലേഷൻസ്",
                    ar: "علاقات الفنانين",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Payroll accountant",
                    ml: "ശമ്പള വിഭാഗത്തിലെ അക്കൗണ്ടന്റ്",
                    ar: "محاسب الرواتب",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Server administrator",
                    ml: "സെർവർ അഡ്മിനിസ്ട്രേറ്റർ",
                    ar: "مسؤول الخوادم",
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
          en: "Build your artist page",
          ml: "നിങ്ങളുടെ ആർട്ടിസ്റ്റ് പേജ് നിർമ്മിക്കുക",
          ar: "ابنِ صفحتك كفنان",
        },
        description: {
          en: "Make a one-page press kit with a free tool such as Notion or Carrd: a short bio, a photo, three tracks and your work from this journey (your test release, your collaboration and your club speech). End with how to reach you and the kind of work you are looking for.",
          ml: "Notion, Carrd പോലുള്ള ഒരു സൗജന്യ ഉപകരണം ഉപയോഗിച്ച് ഒരു പേജുള്ള പ്രസ് കിറ്റ് ഉണ്ടാക്കുക: ചെറിയൊരു ജീവചരിത്രം, ഒരു ഫോട്ടോ, മൂന്ന് ട്രാക്കുകൾ, ഈ യാത്രയിലെ നിങ്ങളുടെ സൃഷ്ടികൾ (ടെസ്റ്റ് റിലീസ്, സഹകരണം, ക്ലബ് പ്രസംഗം). നിങ്ങളെ എങ്ങനെ ബന്ധപ്പെടാമെന്നും നിങ്ങൾ തേടുന്ന ജോലി ഏതുതരമാണെന്നും പറഞ്ഞ് അവസാനിപ്പിക്കുക.",
          ar: "أنشئ ملفًا صحفيًا من صفحة واحدة بأداة مجانية مثل Notion أو Carrd: نبذة قصيرة عنك، وصورة، وثلاث مقطوعات، وأعمالك في هذه الرحلة (إصدارك التجريبي وتعاونك وخطابك في النادي). واختم بطريقة التواصل معك ونوع العمل الذي تبحث عنه.",
        },
        asks: {
          en: "A link to your public artist page.",
          ml: "നിങ്ങളുടെ പൊതു ആർട്ടിസ്റ്റ് പേജിലേക്കുള്ള ലിങ്ക്.",
          ar: "رابط صفحتك العامة كفنان.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        speaking: true,
        name: {
          en: "Record your pitch",
          ml: "നിങ്ങളുടെ പിച്ച് റെക്കോർഡ് ചെയ്യുക",
          ar: "سجّل عرضك التقديمي",
        },
        description: {
          en: "Choose one real grant, residency or role that fits you and record a 2 to 3 minute video pitch for it: who you are, what you would make or do, why it matters and what you need. Upload it to YouTube as an unlisted video and ask one club member to watch it and reply with one strength and one thing to improve.",
          ml: "നിങ്ങൾക്ക് ചേരുന്ന ഒരു യഥാർത്ഥ ഗ്രാന്റോ റെസിഡൻസിയോ ജോലിയോ തിരഞ്ഞെടുത്ത് അതിനായി 2 മുതൽ 3 മിനിറ്റ് വരെയുള്ള ഒരു വീഡിയോ പിച്ച് റെക്കോർഡ് ചെയ്യുക: നിങ്ങൾ ആരാണ്, എന്ത് സൃഷ്ടിക്കും അല്ലെങ്കിൽ ചെയ്യും, അത് എന്തുകൊണ്ട് പ്രധാനമാണ്, നിങ്ങൾക്ക് എന്ത് വേണം. അത് unlisted വീഡിയോ ആയി YouTube-ൽ അപ്‌ലോഡ് ചെയ്ത്, ഒരു ക്ലബ് അംഗത്തോട് അത് കണ്ട് ഒരു ശക്തിയും മെച്ചപ്പെടുത്താനുള്ള ഒരു കാര്യവും പറയാൻ ആവശ്യപ്പെടുക.",
          ar: "اختر منحة أو إقامة فنية أو وظيفة حقيقية تناسبك، وسجّل لها عرضًا تقديميًا بالفيديو من 2 إلى 3 دقائق: من أنت، وما الذي ستصنعه أو تفعله، ولماذا يهمّ، وما الذي تحتاج إليه. ارفعه على YouTube كفيديو غير مُدرج «unlisted»، واطلب من أحد أعضاء النادي أن يشاهده ويردّ عليك بنقطة قوة واحدة وأمر واحد يمكن تحسينه.",
        },
        asks: {
          en: "A link to your pitch video; in the text, the opportunity's name and link and the feedback you received.",
          ml: "നിങ്ങളുടെ പിച്ച് വീഡിയോയുടെ ലിങ്ക്; ടെക്സ്റ്റിൽ, അവസരത്തിന്റെ പേരും ലിങ്കും നിങ്ങൾക്ക് ലഭിച്ച അഭിപ്രായവും.",
          ar: "رابط فيديو عرضك؛ وفي النص اسم الفرصة ورابطها والملاحظات التي تلقيتها.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "5",
        kind: "evidence",
        name: {
          en: "Apply",
          ml: "അപേക്ഷിക്കുക",
          ar: "تقدَّم بطلبك",
        },
        description: {
          en: "Send the application for the opportunity you pitched, or, if its deadline has passed, prepare it fully for the next round. Never pay a fee to apply and never share your seed phrase or private key with anyone.",
          ml: "നിങ്ങൾ പിച്ച് ചെയ്ത അവസരത്തിനായുള്ള അപേക്ഷ അയയ്ക്കുക; അവസാന തീയതി കഴിഞ്ഞെങ്കിൽ അടുത്ത റൗണ്ടിനായി അത് പൂർണ്ണമായി തയ്യാറാക്കുക. അപേക്ഷിക്കാൻ ഒരിക്കലും ഫീസ് നൽകരുത്, നിങ്ങളുടെ സീഡ് ഫ്രേസോ പ്രൈവറ്റ് കീയോ ആരുമായും പങ്കുവെക്കരുത്.",
          ar: "أرسل طلبك للفرصة التي قدّمت لها عرضك، أو إن فات موعدها النهائي فجهّز الطلب كاملًا للجولة القادمة. لا تدفع رسومًا للتقديم أبدًا، ولا تشارك عبارة الاسترداد أو مفتاحك الخاص مع أي أحد.",
        },
        asks: {
          en: "The opportunity's name, the date you applied or its next deadline, and a short summary of what you submitted.",
          ml: "അവസരത്തിന്റെ പേര്, നിങ്ങൾ അപേക്ഷിച്ച തീയതി അല്ലെങ്കിൽ അടുത്ത അവസാന തീയതി, നിങ്ങൾ സമർപ്പിച്ചതിന്റെ ഒരു ചെറിയ സംഗ്രഹം.",
          ar: "اسم الفرصة، وتاريخ تقديمك أو موعدها النهائي القادم، وملخص قصير لما قدّمته.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "Your next twelve months",
          ml: "നിങ്ങളുടെ അടുത്ത പന്ത്രണ്ട് മാസങ്ങൾ",
          ar: "أشهرك الاثنا عشر القادمة",
        },
        description: {
          en: "Looking back over this journey, what have you learned about releasing, sharing and speaking about your music? Write your plan for the next twelve months: the releases, collaborations, performances and applications you will make, and how your club can help.",
          ml: "ഈ യാത്രയിലേക്ക് തിരിഞ്ഞുനോക്കുമ്പോൾ, നിങ്ങളുടെ സംഗീതം പുറത്തിറക്കുന്നതിനെക്കുറിച്ചും പങ്കുവെക്കുന്നതിനെക്കുറിച്ചും അതേക്കുറിച്ച് സംസാരിക്കുന്നതിനെക്കുറിച്ചും നിങ്ങൾ എന്ത് പഠിച്ചു? അടുത്ത പന്ത്രണ്ട് മാസത്തേക്കുള്ള നിങ്ങളുടെ പദ്ധതി എഴുതുക: നിങ്ങൾ നടത്തുന്ന റിലീസുകൾ, സഹകരണങ്ങൾ, അവതരണങ്ങൾ, അപേക്ഷകൾ, നിങ്ങളുടെ ക്ലബ്ബിന് എങ്ങനെ സഹായിക്കാനാകും എന്നിവ.",
          ar: "حين تنظر إلى هذه الرحلة، ماذا تعلّمت عن إصدار موسيقاك ومشاركتها والحديث عنها؟ اكتب خطتك للأشهر الاثني عشر القادمة: الإصدارات والتعاونات والعروض والطلبات التي ستقوم بها، وكيف يمكن لناديك أن يساعدك.",
        },
        minLength: 250,
      },
    ],
  },
];
