import type { CurriculumMission } from "./types.ts";

/** Missions 3 to 8 of the founder journey (issue 34). */
export const founderCurriculum: readonly CurriculumMission[] = [
  {
    id: "founder-3",
    journeySlug: "founder",
    number: 3,
    name: {
      en: "Mission 3: Problem discovery",
      ml: "മിഷൻ 3: പ്രശ്നം കണ്ടെത്തൽ",
      ar: "المهمة 3: اكتشاف المشكلة",
    },
    objective: {
      en: "Interview the people who have the problem you want to solve, and decide with evidence whether your solution really needs a blockchain.",
      ml: "നിങ്ങൾ പരിഹരിക്കാൻ ആഗ്രഹിക്കുന്ന പ്രശ്നം നേരിടുന്ന ആളുകളുമായി അഭിമുഖം നടത്തുക, നിങ്ങളുടെ പരിഹാരത്തിന് ശരിക്കും ഒരു ബ്ലോക്ക്‌ചെയിൻ ആവശ്യമുണ്ടോ എന്ന് തെളിവുകളോടെ തീരുമാനിക്കുക.",
      ar: "حاور الأشخاص الذين يعانون المشكلة التي تريد حلّها، وقرّر بالأدلة ما إذا كان حلّك يحتاج فعلًا إلى بلوكتشين.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: listen before you build",
          ml: "വായിക്കുക: നിർമ്മിക്കുന്നതിനു മുമ്പ് കേൾക്കുക",
          ar: "اقرأ: أنصت قبل أن تبني",
        },
        description: {
          en: "In a problem interview, ask about the last time the person had the problem and what they did about it, not whether they like your idea: people are polite about ideas, but their past behaviour tells the truth. A blockchain fits when several parties who do not fully trust each other must share one record, or when users should own and move digital assets without one company's permission. If one trusted organisation can run the database and everyone accepts that, a normal database is cheaper, faster and simpler.",
          ml: "പ്രശ്നം കണ്ടെത്താനുള്ള അഭിമുഖത്തിൽ, നിങ്ങളുടെ ആശയം ഇഷ്ടമാണോ എന്നല്ല, ആ വ്യക്തിക്ക് അവസാനമായി ഈ പ്രശ്നം ഉണ്ടായത് എപ്പോഴാണെന്നും അപ്പോൾ അവർ എന്തു ചെയ്തുവെന്നും ചോദിക്കുക: ആശയങ്ങളെക്കുറിച്ച് ആളുകൾ മര്യാദയ്ക്ക് നല്ലതു പറയും, എന്നാൽ അവരുടെ മുൻകാല പ്രവൃത്തികളാണ് സത്യം പറയുന്നത്. പരസ്പരം പൂർണ്ണമായി വിശ്വസിക്കാത്ത പല കക്ഷികൾ ഒരേ രേഖ പങ്കിടേണ്ടിവരുമ്പോഴോ, ഒരു കമ്പനിയുടെയും അനുമതിയില്ലാതെ ഉപയോക്താക്കൾ ഡിജിറ്റൽ ആസ്തികൾ സ്വന്തമാക്കി കൈമാറേണ്ടിവരുമ്പോഴോ ആണ് ബ്ലോക്ക്‌ചെയിൻ യോജിക്കുന്നത്. വിശ്വസ്തമായ ഒരു സ്ഥാപനത്തിന് ഡാറ്റാബേസ് നടത്താനാകുകയും എല്ലാവരും അത് അംഗീകരിക്കുകയും ചെയ്യുന്നുവെങ്കിൽ, സാധാരണ ഡാറ്റാബേസാണ് ചെലവു കുറഞ്ഞതും വേഗതയേറിയതും ലളിതവും.",
          ar: "في مقابلة اكتشاف المشكلة، اسأل عن آخر مرة واجه فيها الشخص المشكلة وماذا فعل حيالها، لا عمّا إذا كانت فكرتك تعجبه: فالناس يجاملون حين يسمعون الأفكار، أما سلوكهم السابق فيقول الحقيقة. تناسب البلوكتشين حين يتعيّن على أطراف عدة لا يثق بعضها ببعض تمامًا أن تتشارك سجلًّا واحدًا، أو حين ينبغي للمستخدمين امتلاك أصول رقمية ونقلها دون إذن من شركة واحدة. وإذا كانت جهة واحدة موثوقة قادرة على إدارة قاعدة البيانات وكان الجميع يقبلون بذلك، فإن قاعدة البيانات العادية أرخص وأسرع وأبسط.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Your problem and your questions",
          ml: "നിങ്ങളുടെ പ്രശ്നവും ചോദ്യങ്ങളും",
          ar: "مشكلتك وأسئلتك",
        },
        description: {
          en: "Write one sentence naming who has the problem, what the problem is and how they deal with it today, in a free Google Doc or Notion page. Under it, write five to seven open questions about the person's recent experience, such as “Tell me about the last time that happened” or “What did you try, and what did it cost you?”. Leave out any question that describes your solution.",
          ml: "പ്രശ്നം ആർക്കാണ്, പ്രശ്നം എന്താണ്, ഇന്ന് അവർ അത് എങ്ങനെ കൈകാര്യം ചെയ്യുന്നു എന്നിവ പറയുന്ന ഒരു വാചകം സൗജന്യ Google Doc-ലോ Notion പേജിലോ എഴുതുക. അതിനു താഴെ, “അത് അവസാനമായി സംഭവിച്ചതിനെക്കുറിച്ച് പറയൂ” അല്ലെങ്കിൽ “നിങ്ങൾ എന്തു ശ്രമിച്ചു, അതിന് എന്തു ചെലവായി?” പോലെ, ആ വ്യക്തിയുടെ സമീപകാല അനുഭവത്തെക്കുറിച്ചുള്ള അഞ്ചു മുതൽ ഏഴു വരെ തുറന്ന ചോദ്യങ്ങൾ എഴുതുക. നിങ്ങളുടെ പരിഹാരം വിവരിക്കുന്ന ഒരു ചോദ്യവും ഉൾപ്പെടുത്തരുത്.",
          ar: "اكتب جملة واحدة تذكر من يعاني المشكلة، وما هي، وكيف يتعامل معها اليوم، في مستند Google Docs مجاني أو صفحة Notion. وتحتها اكتب من خمسة إلى سبعة أسئلة مفتوحة عن تجربة الشخص الأخيرة، مثل: “حدّثني عن آخر مرة حدث فيها ذلك” أو “ماذا جرّبت، وكم كلّفك ذلك؟”. احذف أي سؤال يصف حلّك.",
        },
        asks: {
          en: "Paste your problem sentence and your interview questions; add a link to the document if you wrote them there.",
          ml: "നിങ്ങളുടെ പ്രശ്ന വാചകവും അഭിമുഖ ചോദ്യങ്ങളും ഇവിടെ പേസ്റ്റ് ചെയ്യുക; അവ ഒരു ഡോക്യുമെന്റിൽ എഴുതിയിട്ടുണ്ടെങ്കിൽ അതിന്റെ ലിങ്കും ചേർക്കുക.",
          ar: "الصق جملة المشكلة وأسئلة المقابلة هنا، وأضف رابط المستند إن كتبتها فيه.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Interview five people",
          ml: "അഞ്ചു പേരുമായി അഭിമുഖം",
          ar: "حاور خمسة أشخاص",
        },
        description: {
          en: "Talk to at least five people who have the problem, in person or on a free call (WhatsApp, Google Meet or Jitsi Meet), for 15 to 20 minutes each. Ask before you take notes, keep names out of them, and record in a free Google Sheet or Notion table each person's role, their pain, what they do about it today and how often it happens. Finish by marking the pains that came up in three or more interviews.",
          ml: "ഈ പ്രശ്നം നേരിടുന്ന അഞ്ചു പേരുമായെങ്കിലും നേരിട്ടോ സൗജന്യ കോളിലൂടെയോ (WhatsApp, Google Meet അല്ലെങ്കിൽ Jitsi Meet) ഓരോരുത്തരുമായി 15 മുതൽ 20 മിനിറ്റ് വരെ സംസാരിക്കുക. കുറിപ്പുകൾ എടുക്കുന്നതിനു മുമ്പ് അനുവാദം ചോദിക്കുക, അവയിൽ പേരുകൾ ഒഴിവാക്കുക, ഓരോരുത്തരുടെയും റോൾ, അവരുടെ പ്രയാസം, ഇന്ന് അതിനായി അവർ ചെയ്യുന്നത്, അത് എത്ര തവണ സംഭവിക്കുന്നു എന്നിവ സൗജന്യ Google Sheet-ലോ Notion ടേബിളിലോ രേഖപ്പെടുത്തുക. മൂന്നോ അതിലധികമോ അഭിമുഖങ്ങളിൽ ആവർത്തിച്ച പ്രയാസങ്ങൾ അടയാളപ്പെടുത്തി പൂർത്തിയാക്കുക.",
          ar: "تحدّث مع خمسة أشخاص على الأقل يعانون المشكلة، وجهًا لوجه أو عبر مكالمة مجانية (WhatsApp أو Google Meet أو Jitsi Meet)، لمدة 15 إلى 20 دقيقة لكل منهم. استأذن قبل تدوين الملاحظات، ولا تكتب فيها الأسماء، وسجّل في جدول Google Sheets أو Notion مجاني دور كل شخص، ومعاناته، وما يفعله حيالها اليوم، وكم مرة تتكرر. واختم بتمييز المعاناة التي ظهرت في ثلاث مقابلات أو أكثر.",
        },
        asks: {
          en: "A link to your interview notes without names (viewable by anyone with the link) and, in a few lines, the pains that came up most often.",
          ml: "പേരുകൾ ഒഴിവാക്കിയ നിങ്ങളുടെ അഭിമുഖ കുറിപ്പുകളുടെ ലിങ്ക് (ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്നത്), ഒപ്പം ഏറ്റവും കൂടുതൽ ആവർത്തിച്ച പ്രയാസങ്ങൾ ഏതാനും വരികളിൽ.",
          ar: "رابط ملاحظات مقابلاتك دون الأسماء (يمكن لأي شخص لديه الرابط عرضها)، ووصف في بضعة أسطر للمعاناة الأكثر تكرارًا.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "quiz",
        name: {
          en: "Check your understanding",
          ml: "നിങ്ങളുടെ ധാരണ പരിശോധിക്കുക",
          ar: "اختبر فهمك",
        },
        description: {
          en: "Answer these questions on the reading about problem interviews and when a blockchain fits. Some questions have more than one correct answer; you need three of four to pass.",
          ml: "പ്രശ്ന അഭിമുഖങ്ങളെക്കുറിച്ചും ബ്ലോക്ക്‌ചെയിൻ എപ്പോൾ യോജിക്കുമെന്നതിനെക്കുറിച്ചുമുള്ള വായനയെ ആസ്പദമാക്കിയ ഈ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്; വിജയിക്കാൻ നാലിൽ മൂന്നെണ്ണം ശരിയാകണം.",
          ar: "أجب عن هذه الأسئلة حول ما قرأته عن مقابلات اكتشاف المشكلة ومتى تناسب البلوكتشين. لبعض الأسئلة أكثر من إجابة صحيحة، وتحتاج إلى ثلاث إجابات صحيحة من أربع للنجاح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Which interview question gives you the most reliable evidence?",
                ml: "ഏത് അഭിമുഖ ചോദ്യമാണ് ഏറ്റവും വിശ്വസനീയമായ തെളിവ് നൽകുന്നത്?",
                ar: "أيّ أسئلة المقابلة التالية يعطيك أوثق دليل؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "“Would you use an app that does this?”",
                    ml: "“ഇതു ചെയ്യുന്ന ഒരു ആപ്പ് നിങ്ങൾ ഉപയോഗിക്കുമോ?”",
                    ar: "“هل ستستخدم تطبيقًا يفعل هذا؟”",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "“Tell me about the last time you had this problem. What did you do?”",
                    ml: "“ഈ പ്രശ്നം അവസാനമായി ഉണ്ടായതിനെക്കുറിച്ച് പറയൂ. അപ്പോൾ നിങ്ങൾ എന്തു ചെയ്തു?”",
                    ar: "“حدّثني عن آخر مرة واجهت فيها هذه المشكلة. ماذا فعلت؟”",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "“Don't you think this is a great idea?”",
                    ml: "“ഇതൊരു മികച്ച ആശയമാണെന്ന് നിങ്ങൾക്ക് തോന്നുന്നില്ലേ?”",
                    ar: "“ألا تظن أن هذه فكرة رائعة؟”",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "“How much would you pay for my idea?”",
                    ml: "“എന്റെ ആശയത്തിന് നിങ്ങൾ എത്ര പണം നൽകും?”",
                    ar: "“كم ستدفع مقابل فكرتي؟”",
                  },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q2",
              prompt: {
                en: "Which of these suggest that a blockchain may fit your problem? Choose all that apply.",
                ml: "ഇവയിൽ ഏതെല്ലാമാണ് നിങ്ങളുടെ പ്രശ്നത്തിന് ബ്ലോക്ക്‌ചെയിൻ യോജിച്ചേക്കാമെന്ന് സൂചിപ്പിക്കുന്നത്? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي يشير إلى أن البلوكتشين قد تناسب مشكلتك؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Several parties who do not fully trust each other must share one record",
                    ml: "പരസ്പരം പൂർണ്ണമായി വിശ്വസിക്കാത്ത പല കക്ഷികൾ ഒരേ രേഖ പങ്കിടണം",
                    ar: "أطراف عدة لا يثق بعضها ببعض تمامًا يجب أن تتشارك سجلًّا واحدًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Users should own and move digital assets without one company's permission",
                    ml: "ഒരു കമ്പനിയുടെയും അനുമതിയില്ലാതെ ഉപയോക്താക്കൾ ഡിജിറ്റൽ ആസ്തികൾ സ്വന്തമാക്കുകയും കൈമാറുകയും വേണം",
                    ar: "ينبغي للمستخدمين امتلاك أصول رقمية ونقلها دون إذن من شركة واحدة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "One company needs the fastest, cheapest storage for its own private data",
                    ml: "ഒരു കമ്പനിക്ക് സ്വന്തം സ്വകാര്യ ഡാറ്റയ്ക്കായി ഏറ്റവും വേഗതയേറിയതും ചെലവു കുറഞ്ഞതുമായ സംഭരണം വേണം",
                    ar: "شركة واحدة تحتاج إلى أسرع وأرخص تخزين لبياناتها الخاصة",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Investors get excited when they hear the word blockchain",
                    ml: "ബ്ലോക്ക്‌ചെയിൻ എന്ന വാക്ക് കേൾക്കുമ്പോൾ നിക്ഷേപകർ ആവേശഭരിതരാകുന്നു",
                    ar: "يتحمّس المستثمرون عندما يسمعون كلمة بلوكتشين",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "One trusted organisation can run the database and everyone accepts that. What is usually the better choice?",
                ml: "വിശ്വസ്തമായ ഒരു സ്ഥാപനത്തിന് ഡാറ്റാബേസ് നടത്താം, എല്ലാവരും അത് അംഗീകരിക്കുന്നു. സാധാരണയായി ഏതാണ് മികച്ച തിരഞ്ഞെടുപ്പ്?",
                ar: "جهة واحدة موثوقة تستطيع إدارة قاعدة البيانات والجميع يقبلون بذلك. ما الخيار الأفضل عادةً؟",
              },
              options: [
                {
                  id: "a",
                  text: { en: "A public blockchain", ml: "ഒരു പൊതു ബ്ലോക്ക്‌ചെയിൻ", ar: "بلوكتشين عامة" },
                },
                {
                  id: "b",
                  text: { en: "A normal database", ml: "ഒരു സാധാരണ ഡാറ്റാബേസ്", ar: "قاعدة بيانات عادية" },
                },
                {
                  id: "c",
                  text: { en: "A new token", ml: "ഒരു പുതിയ ടോക്കൺ", ar: "رمز (توكن) جديد" },
                },
                {
                  id: "d",
                  text: { en: "A DAO", ml: "ഒരു DAO", ar: "منظمة مستقلة لامركزية (DAO)" },
                },
              ],
              correct: ["b"],
            },
            {
              id: "q4",
              prompt: {
                en: "Why should you not describe your solution early in an interview?",
                ml: "അഭിമുഖത്തിന്റെ തുടക്കത്തിൽ നിങ്ങളുടെ പരിഹാരം വിവരിക്കരുതാത്തത് എന്തുകൊണ്ട്?",
                ar: "لماذا لا ينبغي أن تصف حلّك في بداية المقابلة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "People are polite about ideas, so their praise tells you little about their real problem",
                    ml: "ആശയങ്ങളെക്കുറിച്ച് ആളുകൾ മര്യാദയ്ക്ക് നല്ലതു പറയും, അതിനാൽ അവരുടെ പ്രശംസ യഥാർത്ഥ പ്രശ്നത്തെക്കുറിച്ച് കാര്യമായൊന്നും പറയുന്നില്ല",
                    ar: "الناس يجاملون حين يسمعون الأفكار، فلا يخبرك مديحهم بالكثير عن مشكلتهم الحقيقية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The person will copy your idea",
                    ml: "ആ വ്യക്തി നിങ്ങളുടെ ആശയം പകർത്തും",
                    ar: "سينسخ الشخص فكرتك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Interviews must be shorter than five minutes",
                    ml: "അഭിമുഖങ്ങൾ അഞ്ചു മിനിറ്റിൽ കുറവായിരിക്കണം",
                    ar: "يجب ألا تتجاوز المقابلة خمس دقائق",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Talking about Web3 is not allowed in interviews",
                    ml: "അഭിമുഖങ്ങളിൽ Web3-നെക്കുറിച്ച് സംസാരിക്കാൻ പാടില്ല",
                    ar: "الحديث عن Web3 ممنوع في المقابلات",
                  },
                },
              ],
              correct: ["a"],
            },
          ],
        },
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Do you really need a blockchain?",
          ml: "നിങ്ങൾക്ക് ശരിക്കും ഒരു ബ്ലോക്ക്‌ചെയിൻ വേണോ?",
          ar: "هل تحتاج فعلًا إلى بلوكتشين؟",
        },
        description: {
          en: "Using what you heard in your interviews, apply the two tests from the reading: must several parties who do not trust each other share one record, and should users own and move digital assets without asking one company? Write your honest answer for your problem, even if it is “no, a normal app is better”, and say what you will build next.",
          ml: "അഭിമുഖങ്ങളിൽ കേട്ടതിന്റെ അടിസ്ഥാനത്തിൽ വായനയിലെ രണ്ട് പരിശോധനകൾ പ്രയോഗിക്കുക: പരസ്പരം വിശ്വസിക്കാത്ത പല കക്ഷികൾ ഒരേ രേഖ പങ്കിടേണ്ടതുണ്ടോ, ഒരു കമ്പനിയോടും അനുമതി ചോദിക്കാതെ ഉപയോക്താക്കൾ ഡിജിറ്റൽ ആസ്തികൾ സ്വന്തമാക്കി കൈമാറേണ്ടതുണ്ടോ? ഉത്തരം “ഇല്ല, സാധാരണ ആപ്പാണ് നല്ലത്” എന്നാണെങ്കിൽ പോലും നിങ്ങളുടെ പ്രശ്നത്തിനുള്ള സത്യസന്ധമായ ഉത്തരം എഴുതുക, അടുത്തതായി എന്തു നിർമ്മിക്കുമെന്നും പറയുക.",
          ar: "بناءً على ما سمعته في مقابلاتك، طبّق الاختبارين الواردين في القراءة: هل يجب أن تتشارك أطراف عدة لا يثق بعضها ببعض سجلًّا واحدًا، وهل ينبغي للمستخدمين امتلاك أصول رقمية ونقلها دون استئذان شركة واحدة؟ اكتب إجابتك الصادقة عن مشكلتك، حتى لو كانت “لا، التطبيق العادي أفضل”، واذكر ما ستبنيه بعد ذلك.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "founder-4",
    journeySlug: "founder",
    number: 4,
    name: {
      en: "Mission 4: Business and token models",
      ml: "മിഷൻ 4: ബിസിനസ്, ടോക്കൺ മോഡലുകൾ",
      ar: "المهمة 4: نماذج الأعمال والرموز",
    },
    objective: {
      en: "Describe how your project will earn money and reward the people who use and build it, and decide with reasons whether it needs a token at all.",
      ml: "നിങ്ങളുടെ പ്രോജക്റ്റ് എങ്ങനെ വരുമാനം നേടുമെന്നും അത് ഉപയോഗിക്കുന്നവർക്കും നിർമ്മിക്കുന്നവർക്കും എങ്ങനെ പ്രതിഫലം നൽകുമെന്നും വിവരിക്കുക, അതിന് ഒരു ടോക്കൺ ആവശ്യമുണ്ടോ എന്ന് കാരണങ്ങളോടെ തീരുമാനിക്കുക.",
      ar: "صِف كيف سيكسب مشروعك المال وكيف سيكافئ من يستخدمونه ويبنونه، وقرّر مع ذكر الأسباب ما إذا كان يحتاج إلى رمز (توكن) أصلًا.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: who pays, and why a token",
          ml: "വായിക്കുക: ആരാണ് പണം നൽകുന്നത്, എന്തിനൊരു ടോക്കൺ",
          ar: "اقرأ: من يدفع، ولماذا الرمز؟",
        },
        description: {
          en: "A business model answers who pays, for what and how often: common ones are a small fee on each transaction, a subscription for premium features, or a free product with paid extras. A token is not a business model; it is a tool for incentives and ownership, and it only helps if people would use the product without it. Common traps are launching a token before anyone uses the product, rewarding users with newly created tokens that they sell straight away, and giving insiders a large share that unlocks soon after launch. Vesting releases team and investor tokens gradually over months or years, often after a “cliff” during which nothing is released.",
          ml: "ആരാണ് പണം നൽകുന്നത്, എന്തിന്, എത്ര തവണ എന്നതിനുള്ള ഉത്തരമാണ് ബിസിനസ് മോഡൽ: ഓരോ ഇടപാടിനും ചെറിയ ഫീസ്, പ്രീമിയം സവിശേഷതകൾക്ക് സബ്‌സ്‌ക്രിപ്‌ഷൻ, അല്ലെങ്കിൽ പണം നൽകേണ്ട അധിക സൗകര്യങ്ങളുള്ള സൗജന്യ ഉൽപ്പന്നം എന്നിവയാണ് സാധാരണ രീതികൾ. ടോക്കൺ ഒരു ബിസിനസ് മോഡലല്ല; അത് പ്രോത്സാഹനത്തിനും ഉടമസ്ഥതയ്ക്കുമുള്ള ഒരു ഉപകരണമാണ്, ടോക്കൺ ഇല്ലെങ്കിലും ആളുകൾ ഉൽപ്പന്നം ഉപയോഗിക്കുമെങ്കിൽ മാത്രമേ അത് സഹായിക്കൂ. ആരും ഉൽപ്പന്നം ഉപയോഗിക്കുന്നതിനു മുമ്പ് ടോക്കൺ ഇറക്കുക, ഉപയോക്താക്കൾ ഉടനെ വിറ്റുകളയുന്ന പുതുതായി സൃഷ്ടിച്ച ടോക്കണുകൾ പ്രതിഫലമായി നൽകുക, ലോഞ്ചിനു തൊട്ടുപിന്നാലെ അൺലോക്ക് ആകുന്ന വലിയൊരു പങ്ക് അകത്തുള്ളവർക്ക് നൽകുക എന്നിവയാണ് സാധാരണ കെണികൾ. വെസ്റ്റിംഗ് ടീമിന്റെയും നിക്ഷേപകരുടെയും ടോക്കണുകൾ മാസങ്ങളോ വർഷങ്ങളോ കൊണ്ട് ക്രമേണ വിട്ടുനൽകുന്നു, പലപ്പോഴും ഒന്നും വിട്ടുനൽകാത്ത ഒരു “ക്ലിഫ്” കാലയളവിനു ശേഷം.",
          ar: "يجيب نموذج العمل عن سؤال: من يدفع، ومقابل ماذا، وكم مرة؛ ومن أشيع النماذج رسم صغير على كل معاملة، أو اشتراك للميزات المميزة، أو منتج مجاني بإضافات مدفوعة. الرمز ليس نموذج عمل، بل أداة للحوافز والملكية، ولا يفيد إلا إذا كان الناس سيستخدمون المنتج من دونه. ومن الفخاخ الشائعة إطلاق رمز قبل أن يستخدم أحد المنتج، ومكافأة المستخدمين برموز مستحدثة يبيعونها فورًا، ومنح المطّلعين من الداخل حصة كبيرة تُفتح بعد الإطلاق بوقت قصير. أما الاستحقاق التدريجي (vesting) فيُطلق رموز الفريق والمستثمرين تدريجيًا على مدى أشهر أو سنوات، وغالبًا بعد فترة انتظار (cliff) لا يُطلق فيها شيء.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Your Lean Canvas",
          ml: "നിങ്ങളുടെ Lean Canvas",
          ar: "مخطط Lean Canvas الخاص بك",
        },
        description: {
          en: "Fill in a one-page Lean Canvas for your project: problem, customer segments, unique value proposition, solution, channels, revenue streams, cost structure, key metrics and unfair advantage. Use a free template in Miro, Canva or Google Slides, and base the problem and customer boxes on your Mission 3 interviews. Keep each box to a few short lines.",
          ml: "നിങ്ങളുടെ പ്രോജക്റ്റിനായി ഒരു പേജുള്ള Lean Canvas പൂരിപ്പിക്കുക: പ്രശ്നം, ഉപഭോക്തൃ വിഭാഗങ്ങൾ, സവിശേഷ മൂല്യം, പരിഹാരം, ചാനലുകൾ, വരുമാന മാർഗ്ഗങ്ങൾ, ചെലവുകൾ, പ്രധാന അളവുകൾ, മറ്റുള്ളവർക്ക് എളുപ്പം പകർത്താനാകാത്ത മേന്മ. Miro, Canva അല്ലെങ്കിൽ Google Slides-ലെ സൗജന്യ ടെംപ്ലേറ്റ് ഉപയോഗിക്കുക, പ്രശ്നം, ഉപഭോക്താക്കൾ എന്നീ കള്ളികൾ മിഷൻ 3-ലെ അഭിമുഖങ്ങളെ ആധാരമാക്കി എഴുതുക. ഓരോ കള്ളിയിലും ഏതാനും ചെറിയ വരികൾ മാത്രം മതി.",
          ar: "املأ مخطط Lean Canvas من صفحة واحدة لمشروعك: المشكلة، وشرائح العملاء، والقيمة الفريدة، والحل، والقنوات، ومصادر الإيرادات، وهيكل التكاليف، والمقاييس الرئيسية، والميزة التي يصعب تقليدها. استخدم قالبًا مجانيًا في Miro أو Canva أو Google Slides، واستند في خانتي المشكلة والعملاء إلى مقابلات المهمة 3. واجعل كل خانة بضعة أسطر قصيرة.",
        },
        asks: {
          en: "A link to your Lean Canvas, viewable by anyone with the link.",
          ml: "നിങ്ങളുടെ Lean Canvas-ന്റെ ലിങ്ക്, ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്ന വിധത്തിൽ.",
          ar: "رابط مخطط Lean Canvas الخاص بك، بحيث يستطيع أي شخص لديه الرابط عرضه.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "3",
        kind: "quiz",
        name: {
          en: "Check your understanding",
          ml: "നിങ്ങളുടെ ധാരണ പരിശോധിക്കുക",
          ar: "اختبر فهمك",
        },
        description: {
          en: "Answer these questions on the reading about business models, tokens and vesting. Some questions have more than one correct answer; you need three of four to pass.",
          ml: "ബിസിനസ് മോഡലുകൾ, ടോക്കണുകൾ, വെസ്റ്റിംഗ് എന്നിവയെക്കുറിച്ചുള്ള വായനയെ ആസ്പദമാക്കിയ ഈ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്; വിജയിക്കാൻ നാലിൽ മൂന്നെണ്ണം ശരിയാകണം.",
          ar: "أجب عن هذه الأسئلة حول ما قرأته عن نماذج الأعمال والرموز والاستحقاق التدريجي. لبعض الأسئلة أكثر من إجابة صحيحة، وتحتاج إلى ثلاث إجابات صحيحة من أربع للنجاح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Which of these are ways for a project to earn revenue? Choose all that apply.",
                ml: "ഇവയിൽ ഏതെല്ലാമാണ് ഒരു പ്രോജക്റ്റിന് വരുമാനം നേടാനുള്ള വഴികൾ? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي طرق يكسب بها المشروع إيرادات؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A small fee on each transaction",
                    ml: "ഓരോ ഇടപാടിനും ഒരു ചെറിയ ഫീസ്",
                    ar: "رسم صغير على كل معاملة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A subscription for premium features",
                    ml: "പ്രീമിയം സവിശേഷതകൾക്ക് ഒരു സബ്‌സ്‌ക്രിപ്‌ഷൻ",
                    ar: "اشتراك للميزات المميزة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Giving free tokens to every new user",
                    ml: "ഓരോ പുതിയ ഉപയോക്താവിനും സൗജന്യ ടോക്കണുകൾ നൽകൽ",
                    ar: "منح رموز مجانية لكل مستخدم جديد",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Posting about the project on social media",
                    ml: "പ്രോജക്റ്റിനെക്കുറിച്ച് സോഷ്യൽ മീഡിയയിൽ പോസ്റ്റ് ചെയ്യൽ",
                    ar: "النشر عن المشروع على وسائل التواصل",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q2",
              prompt: {
                en: "What does vesting do?",
                ml: "വെസ്റ്റിംഗ് എന്താണ് ചെയ്യുന്നത്?",
                ar: "ماذا يفعل الاستحقاق التدريجي (vesting)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Releases team and investor tokens gradually over time, often after a cliff",
                    ml: "ടീമിന്റെയും നിക്ഷേപകരുടെയും ടോക്കണുകൾ കാലക്രമേണ ക്രമേണ വിട്ടുനൽകുന്നു, പലപ്പോഴും ഒരു ക്ലിഫിനു ശേഷം",
                    ar: "يُطلق رموز الفريق والمستثمرين تدريجيًا مع الوقت، وغالبًا بعد فترة انتظار",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Destroys tokens that were not sold",
                    ml: "വിൽക്കാത്ത ടോക്കണുകൾ നശിപ്പിക്കുന്നു",
                    ar: "يُتلف الرموز التي لم تُبَع",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Lets the team sell all its tokens on launch day",
                    ml: "ലോഞ്ച് ദിവസം തന്നെ എല്ലാ ടോക്കണുകളും വിൽക്കാൻ ടീമിനെ അനുവദിക്കുന്നു",
                    ar: "يسمح للفريق ببيع كل رموزه يوم الإطلاق",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Lends tokens out to earn interest",
                    ml: "പലിശ നേടാൻ ടോക്കണുകൾ വായ്പ നൽകുന്നു",
                    ar: "يُقرض الرموز لكسب الفائدة",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which of these are common tokenomics traps? Choose all that apply.",
                ml: "ഇവയിൽ ഏതെല്ലാമാണ് സാധാരണ ടോക്കണോമിക്സ് കെണികൾ? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي من فخاخ اقتصاد الرموز الشائعة؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Launching a token before anyone uses the product",
                    ml: "ആരും ഉൽപ്പന്നം ഉപയോഗിക്കുന്നതിനു മുമ്പ് ടോക്കൺ ഇറക്കൽ",
                    ar: "إطلاق رمز قبل أن يستخدم أحد المنتج",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Rewarding users with newly created tokens that they sell straight away",
                    ml: "ഉപയോക്താക്കൾ ഉടനെ വിറ്റുകളയുന്ന പുതുതായി സൃഷ്ടിച്ച ടോക്കണുകൾ പ്രതിഫലമായി നൽകൽ",
                    ar: "مكافأة المستخدمين برموز مستحدثة يبيعونها فورًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Giving insiders a large share that unlocks soon after launch",
                    ml: "ലോഞ്ചിനു തൊട്ടുപിന്നാലെ അൺലോക്ക് ആകുന്ന വലിയൊരു പങ്ക് അകത്തുള്ളവർക്ക് നൽകൽ",
                    ar: "منح المطّلعين من الداخل حصة كبيرة تُفتح بعد الإطلاق بوقت قصير",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Publishing who receives tokens and when",
                    ml: "ആർക്ക് എപ്പോൾ ടോക്കണുകൾ ലഭിക്കുമെന്ന് പരസ്യമാക്കൽ",
                    ar: "نشر من يحصل على الرموز ومتى",
                  },
                },
              ],
              correct: ["a", "b", "c"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which statement about tokens matches the reading?",
                ml: "ടോക്കണുകളെക്കുറിച്ചുള്ള ഏതു പ്രസ്താവനയാണ് വായനയുമായി യോജിക്കുന്നത്?",
                ar: "أيّ العبارات التالية عن الرموز يتوافق مع القراءة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A token is not a business model; it helps only if people would use the product without it",
                    ml: "ടോക്കൺ ഒരു ബിസിനസ് മോഡലല്ല; ടോക്കൺ ഇല്ലെങ്കിലും ആളുകൾ ഉൽപ്പന്നം ഉപയോഗിക്കുമെങ്കിൽ മാത്രമേ അത് സഹായിക്കൂ",
                    ar: "الرمز ليس نموذج عمل، ولا يفيد إلا إذا كان الناس سيستخدمون المنتج من دونه",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Every Web3 project needs its own token",
                    ml: "എല്ലാ Web3 പ്രോജക്റ്റിനും സ്വന്തം ടോക്കൺ വേണം",
                    ar: "كل مشروع Web3 يحتاج إلى رمز خاص به",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A token guarantees revenue",
                    ml: "ടോക്കൺ വരുമാനം ഉറപ്പാക്കുന്നു",
                    ar: "الرمز يضمن الإيرادات",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "A token removes the need for paying customers",
                    ml: "ടോക്കൺ ഉണ്ടെങ്കിൽ പണം നൽകുന്ന ഉപഭോക്താക്കൾ ആവശ്യമില്ല",
                    ar: "الرمز يُغني عن العملاء الذين يدفعون",
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
          en: "Token or no token",
          ml: "ടോക്കൺ വേണോ വേണ്ടയോ",
          ar: "رمز أم لا رمز؟",
        },
        description: {
          en: "Decide whether your project needs a token. If it does, build a simple table in Google Sheets with the total supply, the share for the community, team, investors and treasury, and the vesting for each (cliff and length); if it does not, describe how users and contributors will be rewarded instead. Either way, explain your decision in three sentences.",
          ml: "നിങ്ങളുടെ പ്രോജക്റ്റിന് ഒരു ടോക്കൺ ആവശ്യമുണ്ടോ എന്ന് തീരുമാനിക്കുക. ഉണ്ടെങ്കിൽ, ആകെ സപ്ലൈ, കമ്മ്യൂണിറ്റി, ടീം, നിക്ഷേപകർ, ട്രഷറി എന്നിവയുടെ പങ്ക്, ഓരോന്നിന്റെയും വെസ്റ്റിംഗ് (ക്ലിഫും കാലാവധിയും) എന്നിവ ഉൾപ്പെടുത്തി Google Sheets-ൽ ഒരു ലളിതമായ ടേബിൾ തയ്യാറാക്കുക; ഇല്ലെങ്കിൽ, ഉപയോക്താക്കൾക്കും സംഭാവന ചെയ്യുന്നവർക്കും പകരം എങ്ങനെ പ്രതിഫലം നൽകുമെന്ന് വിവരിക്കുക. ഏതായാലും, നിങ്ങളുടെ തീരുമാനം മൂന്നു വാചകങ്ങളിൽ വിശദീകരിക്കുക.",
          ar: "قرّر ما إذا كان مشروعك يحتاج إلى رمز. إن كان يحتاج، فأنشئ جدولًا بسيطًا في Google Sheets يضم إجمالي المعروض، وحصة المجتمع والفريق والمستثمرين والخزينة، والاستحقاق التدريجي لكل منها (فترة الانتظار والمدة)؛ وإن لم يكن يحتاج، فصِف كيف ستكافئ المستخدمين والمساهمين بدلًا من ذلك. وفي الحالتين، اشرح قرارك في ثلاث جمل.",
        },
        asks: {
          en: "Your decision and the three sentences explaining it; if you built a token table, a link to it.",
          ml: "നിങ്ങളുടെ തീരുമാനവും അത് വിശദീകരിക്കുന്ന മൂന്നു വാചകങ്ങളും; ടോക്കൺ ടേബിൾ തയ്യാറാക്കിയിട്ടുണ്ടെങ്കിൽ അതിന്റെ ലിങ്കും.",
          ar: "قرارك والجمل الثلاث التي تشرحه، ورابط جدول الرموز إن أنشأته.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Stress-test your model",
          ml: "നിങ്ങളുടെ മോഡൽ സമ്മർദ്ദത്തിൽ പരീക്ഷിക്കുക",
          ar: "اختبر نموذجك تحت الضغط",
        },
        description: {
          en: "Pick the trap from the reading that your model is most exposed to, and imagine it has happened six months after launch. Describe what users and holders would do, what would break first, and one change you can make to your model today to make it more robust.",
          ml: "വായനയിലെ കെണികളിൽ നിങ്ങളുടെ മോഡലിന് ഏറ്റവും വലിയ ഭീഷണിയായ ഒന്ന് തിരഞ്ഞെടുക്കുക, ലോഞ്ചിന് ആറു മാസത്തിനു ശേഷം അത് സംഭവിച്ചുവെന്ന് സങ്കൽപ്പിക്കുക. ഉപയോക്താക്കളും ടോക്കൺ ഉടമകളും എന്തു ചെയ്യും, ആദ്യം തകരുന്നത് എന്തായിരിക്കും, മോഡലിനെ കൂടുതൽ കരുത്തുറ്റതാക്കാൻ ഇന്നുതന്നെ വരുത്താവുന്ന ഒരു മാറ്റം എന്ത് എന്നിവ വിവരിക്കുക.",
          ar: "اختر من فخاخ القراءة الفخ الأكثر تهديدًا لنموذجك، وتخيّل أنه وقع بعد ستة أشهر من الإطلاق. صِف ما سيفعله المستخدمون وحاملو الرموز، وما الذي سينهار أولًا، وتغييرًا واحدًا يمكنك إدخاله على نموذجك اليوم ليصبح أكثر متانة.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "founder-5",
    journeySlug: "founder",
    number: 5,
    name: {
      en: "Mission 5: Building an MVP",
      ml: "മിഷൻ 5: ഒരു MVP നിർമ്മിക്കൽ",
      ar: "المهمة 5: بناء نسخة أولية (MVP)",
    },
    objective: {
      en: "Scope the smallest product that tests your riskiest assumption, ship it on a testnet with free tools, and demo it aloud.",
      ml: "നിങ്ങളുടെ ഏറ്റവും അപകടസാധ്യതയുള്ള അനുമാനം പരീക്ഷിക്കുന്ന ഏറ്റവും ചെറിയ ഉൽപ്പന്നം നിർവചിക്കുക, സൗജന്യ ഉപകരണങ്ങൾ ഉപയോഗിച്ച് അത് ടെസ്റ്റ്‌നെറ്റിൽ പുറത്തിറക്കുക, ഉറക്കെ സംസാരിച്ച് അതിന്റെ ഡെമോ അവതരിപ്പിക്കുക.",
      ar: "حدّد أصغر منتج يختبر أخطر افتراضاتك، وأطلقه على شبكة اختبار بأدوات مجانية، واعرضه بصوتك.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: the smallest useful thing",
          ml: "വായിക്കുക: ഉപയോഗപ്രദമായ ഏറ്റവും ചെറിയ രൂപം",
          ar: "اقرأ: أصغر شيء مفيد",
        },
        description: {
          en: "An MVP (minimum viable product) tests your riskiest assumption with real users as quickly and cheaply as possible; it is not a small version of every feature. The free plans of no-code tools such as Glide, Softr or Carrd can build the app around it, and the thirdweb dashboard or the Remix editor can deploy a ready-made contract to a testnet such as Sepolia, whose ETH comes free from faucets and has no real value. If you hire a builder, agree a written scope, pay in milestones for working results, look at their public code on GitHub, and never share a seed phrase or private key: whoever has it controls the wallet.",
          ml: "ഒരു MVP (മിനിമം വയബിൾ പ്രോഡക്റ്റ്) നിങ്ങളുടെ ഏറ്റവും അപകടസാധ്യതയുള്ള അനുമാനം യഥാർത്ഥ ഉപയോക്താക്കളുമായി കഴിയുന്നത്ര വേഗത്തിലും ചെലവു കുറച്ചും പരീക്ഷിക്കുന്നു; എല്ലാ സവിശേഷതകളുടെയും ചെറിയ പതിപ്പല്ല അത്. Glide, Softr, Carrd പോലുള്ള നോ-കോഡ് ഉപകരണങ്ങളുടെ സൗജന്യ പ്ലാനുകൾ ഉപയോഗിച്ച് അതിനു ചുറ്റുമുള്ള ആപ്പ് നിർമ്മിക്കാം; thirdweb ഡാഷ്‌ബോർഡ് അല്ലെങ്കിൽ Remix എഡിറ്റർ ഉപയോഗിച്ച് തയ്യാറാക്കിയ ഒരു കോൺട്രാക്റ്റ് Sepolia പോലുള്ള ടെസ്റ്റ്‌നെറ്റിൽ ഡിപ്ലോയ് ചെയ്യാം, അവിടത്തെ ETH ഫോസെറ്റുകളിൽ നിന്ന് സൗജന്യമായി ലഭിക്കുന്നതും യഥാർത്ഥ മൂല്യമില്ലാത്തതുമാണ്. ഒരു ഡെവലപ്പറെ നിയമിക്കുകയാണെങ്കിൽ, എഴുതിയ ഒരു സ്കോപ്പ് അംഗീകരിക്കുക, പ്രവർത്തിക്കുന്ന ഫലങ്ങൾക്ക് ഘട്ടം ഘട്ടമായി പണം നൽകുക, GitHub-ൽ അവരുടെ പൊതു കോഡ് പരിശോധിക്കുക, സീഡ് ഫ്രേസോ പ്രൈവറ്റ് കീയോ ഒരിക്കലും പങ്കുവെക്കരുത്: അത് കൈവശമുള്ളയാളാണ് വാലറ്റ് നിയന്ത്രിക്കുന്നത്.",
          ar: "النسخة الأولية (MVP) تختبر أخطر افتراضاتك مع مستخدمين حقيقيين بأسرع وأرخص طريقة ممكنة، وهي ليست نسخة مصغّرة من كل الميزات. يمكن بناء التطبيق المحيط بها بالخطط المجانية لأدوات بلا برمجة مثل Glide أو Softr أو Carrd، ويمكن بلوحة تحكم thirdweb أو محرر Remix نشر عقد جاهز على شبكة اختبار مثل Sepolia، التي تُؤخذ عملة ETH فيها مجانًا من الصنابير (faucets) ولا قيمة حقيقية لها. وإذا وظّفت مطوّرًا، فاتفقا على نطاق عمل مكتوب، وادفع على مراحل مقابل نتائج تعمل، واطّلع على شيفرته العامة في GitHub، ولا تشارك أبدًا عبارة الاسترداد أو المفتاح الخاص: فمن يملكهما يتحكم في المحفظة.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Scope on one page",
          ml: "ഒരു പേജിൽ സ്കോപ്പ്",
          ar: "النطاق في صفحة واحدة",
        },
        description: {
          en: "Write a one-page scope in Notion or Google Docs: your riskiest assumption, the one core user flow that tests it, what success looks like (for example, three of the five people you interviewed complete the flow), and the features you are deliberately leaving out. If you work with a builder, this is the page you give them.",
          ml: "Notion-ലോ Google Docs-ലോ ഒരു പേജുള്ള സ്കോപ്പ് എഴുതുക: നിങ്ങളുടെ ഏറ്റവും അപകടസാധ്യതയുള്ള അനുമാനം, അത് പരീക്ഷിക്കുന്ന ഒരു പ്രധാന ഉപയോക്തൃ പ്രവാഹം, വിജയം എങ്ങനെയിരിക്കും (ഉദാഹരണത്തിന്, നിങ്ങൾ അഭിമുഖം നടത്തിയ അഞ്ചു പേരിൽ മൂന്നു പേർ ആ പ്രവാഹം പൂർത്തിയാക്കുന്നു), മനഃപൂർവം ഒഴിവാക്കുന്ന സവിശേഷതകൾ. ഒരു ഡെവലപ്പറോടൊപ്പം പ്രവർത്തിക്കുകയാണെങ്കിൽ, അവർക്കു നൽകുന്ന പേജ് ഇതാണ്.",
          ar: "اكتب نطاق عمل من صفحة واحدة في Notion أو Google Docs: أخطر افتراضاتك، ومسار المستخدم الأساسي الوحيد الذي يختبره، وشكل النجاح (مثلًا: ثلاثة من الأشخاص الخمسة الذين حاورتهم يُكملون المسار)، والميزات التي تستبعدها عن قصد. وإذا عملت مع مطوّر، فهذه هي الصفحة التي تسلّمها له.",
        },
        asks: {
          en: "A link to your scope page, viewable by anyone with the link.",
          ml: "നിങ്ങളുടെ സ്കോപ്പ് പേജിന്റെ ലിങ്ക്, ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്ന വിധത്തിൽ.",
          ar: "رابط صفحة النطاق، بحيث يستطيع أي شخص لديه الرابط عرضها.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Ship it on a testnet",
          ml: "ടെസ്റ്റ്‌നെറ്റിൽ പുറത്തിറക്കുക",
          ar: "أطلقه على شبكة الاختبار",
        },
        description: {
          en: "Create a new wallet just for testing (for example, a new MetaMask account) that will never hold real funds, and get free Sepolia ETH from a public faucet; if one faucet asks for something you don't have, try another. Deploy the contract your MVP needs, such as a membership NFT or a simple token, with the thirdweb dashboard or Remix, and connect it to your no-code front end if you have one. Open the contract on sepolia.etherscan.io to check that it is there.",
          ml: "പരീക്ഷണത്തിനു മാത്രമായി, ഒരിക്കലും യഥാർത്ഥ പണം സൂക്ഷിക്കാത്ത ഒരു പുതിയ വാലറ്റ് സൃഷ്ടിക്കുക (ഉദാഹരണത്തിന്, ഒരു പുതിയ MetaMask അക്കൗണ്ട്), ഒരു പൊതു ഫോസെറ്റിൽ നിന്ന് സൗജന്യ Sepolia ETH നേടുക; ഒരു ഫോസെറ്റ് നിങ്ങളുടെ പക്കലില്ലാത്ത എന്തെങ്കിലും ആവശ്യപ്പെട്ടാൽ മറ്റൊന്ന് ശ്രമിക്കുക. നിങ്ങളുടെ MVP-ക്ക് ആവശ്യമായ കോൺട്രാക്റ്റ്, ഉദാഹരണത്തിന് ഒരു മെമ്പർഷിപ്പ് NFT അല്ലെങ്കിൽ ലളിതമായ ഒരു ടോക്കൺ, thirdweb ഡാഷ്‌ബോർഡ് അല്ലെങ്കിൽ Remix ഉപയോഗിച്ച് ഡിപ്ലോയ് ചെയ്യുക, നോ-കോഡ് ഫ്രണ്ട് എൻഡ് ഉണ്ടെങ്കിൽ അതുമായി ബന്ധിപ്പിക്കുക. കോൺട്രാക്റ്റ് അവിടെയുണ്ടെന്ന് ഉറപ്പാക്കാൻ sepolia.etherscan.io-ൽ അത് തുറന്നു നോക്കുക.",
          ar: "أنشئ محفظة جديدة للتجربة فقط (مثل حساب MetaMask جديد) لن تحتفظ فيها بأموال حقيقية أبدًا، واحصل على Sepolia ETH مجانًا من صنبور عام؛ وإن طلب منك صنبور شيئًا لا تملكه فجرّب غيره. انشر العقد الذي تحتاجه نسختك الأولية، كرمز NFT للعضوية أو رمز بسيط، باستخدام لوحة تحكم thirdweb أو Remix، واربطه بواجهتك المبنية بلا برمجة إن وُجدت. ثم افتح العقد على sepolia.etherscan.io لتتأكد من وجوده.",
        },
        asks: {
          en: "A link to your contract or its deployment transaction on sepolia.etherscan.io, and one line on what it does.",
          ml: "sepolia.etherscan.io-ലെ നിങ്ങളുടെ കോൺട്രാക്റ്റിന്റെയോ അതിന്റെ ഡിപ്ലോയ്മെന്റ് ഇടപാടിന്റെയോ ലിങ്ക്, ഒപ്പം അത് എന്തു ചെയ്യുന്നുവെന്ന് ഒരു വരിയിൽ.",
          ar: "رابط عقدك أو معاملة نشره على sepolia.etherscan.io، وسطر واحد عمّا يفعله.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "quiz",
        name: {
          en: "Check your understanding",
          ml: "നിങ്ങളുടെ ധാരണ പരിശോധിക്കുക",
          ar: "اختبر فهمك",
        },
        description: {
          en: "Answer these questions on the reading about MVPs, testnets and working with builders. Some questions have more than one correct answer; you need three of four to pass.",
          ml: "MVP-കൾ, ടെസ്റ്റ്‌നെറ്റുകൾ, ഡെവലപ്പർമാരോടൊപ്പമുള്ള പ്രവർത്തനം എന്നിവയെക്കുറിച്ചുള്ള വായനയെ ആസ്പദമാക്കിയ ഈ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്; വിജയിക്കാൻ നാലിൽ മൂന്നെണ്ണം ശരിയാകണം.",
          ar: "أجب عن هذه الأسئلة حول ما قرأته عن النسخ الأولية وشبكات الاختبار والعمل مع المطوّرين. لبعض الأسئلة أكثر من إجابة صحيحة، وتحتاج إلى ثلاث إجابات صحيحة من أربع للنجاح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What is the main purpose of an MVP?",
                ml: "ഒരു MVP-യുടെ പ്രധാന ലക്ഷ്യം എന്താണ്?",
                ar: "ما الغرض الرئيسي من النسخة الأولية (MVP)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "To test your riskiest assumption with real users quickly and cheaply",
                    ml: "ഏറ്റവും അപകടസാധ്യതയുള്ള അനുമാനം യഥാർത്ഥ ഉപയോക്താക്കളുമായി വേഗത്തിലും ചെലവു കുറച്ചും പരീക്ഷിക്കുക",
                    ar: "اختبار أخطر افتراضاتك مع مستخدمين حقيقيين بسرعة وبتكلفة قليلة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "To ship a small version of every planned feature",
                    ml: "ആസൂത്രണം ചെയ്ത എല്ലാ സവിശേഷതകളുടെയും ചെറിയ പതിപ്പ് പുറത്തിറക്കുക",
                    ar: "إطلاق نسخة مصغّرة من كل الميزات المخطط لها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "To impress investors with a polished design",
                    ml: "മിനുക്കിയ ഡിസൈൻ കൊണ്ട് നിക്ഷേപകരെ ആകർഷിക്കുക",
                    ar: "إبهار المستثمرين بتصميم مصقول",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "To launch the token as early as possible",
                    ml: "കഴിയുന്നത്ര നേരത്തെ ടോക്കൺ ഇറക്കുക",
                    ar: "إطلاق الرمز في أقرب وقت ممكن",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Which are true of a testnet such as Sepolia? Choose all that apply.",
                ml: "Sepolia പോലുള്ള ഒരു ടെസ്റ്റ്‌നെറ്റിനെക്കുറിച്ച് ഇവയിൽ ഏതെല്ലാം ശരിയാണ്? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي صحيح عن شبكة اختبار مثل Sepolia؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Its ETH comes free from faucets and has no real value",
                    ml: "അതിലെ ETH ഫോസെറ്റുകളിൽ നിന്ന് സൗജന്യമായി ലഭിക്കുന്നു, അതിന് യഥാർത്ഥ മൂല്യമില്ല",
                    ar: "عملة ETH فيها تُؤخذ مجانًا من الصنابير ولا قيمة حقيقية لها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "You can deploy and test contracts without risking real money",
                    ml: "യഥാർത്ഥ പണം അപകടത്തിലാക്കാതെ കോൺട്രാക്റ്റുകൾ ഡിപ്ലോയ് ചെയ്ത് പരീക്ഷിക്കാം",
                    ar: "يمكنك نشر العقود واختبارها دون المخاطرة بأموال حقيقية",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Its transactions cannot be seen in any block explorer",
                    ml: "അതിലെ ഇടപാടുകൾ ഒരു ബ്ലോക്ക് എക്സ്പ്ലോററിലും കാണാനാകില്ല",
                    ar: "لا يمكن رؤية معاملاتها في أي مستكشف كتل",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "It is the same network as Ethereum mainnet",
                    ml: "അത് Ethereum മെയിൻനെറ്റ് തന്നെയാണ്",
                    ar: "إنها شبكة Ethereum الرئيسية نفسها",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which are good practice when you hire a freelance builder? Choose all that apply.",
                ml: "ഒരു ഫ്രീലാൻസ് ഡെവലപ്പറെ നിയമിക്കുമ്പോൾ ഇവയിൽ ഏതെല്ലാമാണ് നല്ല രീതികൾ? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي من الممارسات الجيدة عند توظيف مطوّر مستقل؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Pay in milestones for working results",
                    ml: "പ്രവർത്തിക്കുന്ന ഫലങ്ങൾക്ക് ഘട്ടം ഘട്ടമായി പണം നൽകുക",
                    ar: "الدفع على مراحل مقابل نتائج تعمل",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Give them your seed phrase so they can deploy for you",
                    ml: "നിങ്ങൾക്കുവേണ്ടി ഡിപ്ലോയ് ചെയ്യാൻ അവർക്ക് നിങ്ങളുടെ സീഡ് ഫ്രേസ് നൽകുക",
                    ar: "إعطاؤه عبارة الاسترداد الخاصة بك لينشر العقد نيابة عنك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Look at their public code on GitHub and their past work",
                    ml: "GitHub-ലെ അവരുടെ പൊതു കോഡും മുൻ ജോലികളും പരിശോധിക്കുക",
                    ar: "الاطلاع على شيفرته العامة في GitHub وأعماله السابقة",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Skip the written scope to save time",
                    ml: "സമയം ലാഭിക്കാൻ എഴുതിയ സ്കോപ്പ് ഒഴിവാക്കുക",
                    ar: "الاستغناء عن نطاق العمل المكتوب لتوفير الوقت",
                  },
                },
              ],
              correct: ["a", "c"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which tools from the reading can deploy a ready-made contract to a testnet? Choose all that apply.",
                ml: "വായനയിൽ പറഞ്ഞ ഏതെല്ലാം ഉപകരണങ്ങൾ ഉപയോഗിച്ച് തയ്യാറാക്കിയ ഒരു കോൺട്രാക്റ്റ് ടെസ്റ്റ്‌നെറ്റിൽ ഡിപ്ലോയ് ചെയ്യാം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ الأدوات الواردة في القراءة يمكنها نشر عقد جاهز على شبكة اختبار؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The thirdweb dashboard",
                    ml: "thirdweb ഡാഷ്‌ബോർഡ്",
                    ar: "لوحة تحكم thirdweb",
                  },
                },
                {
                  id: "b",
                  text: { en: "The Remix editor", ml: "Remix എഡിറ്റർ", ar: "محرر Remix" },
                },
                {
                  id: "c",
                  text: {
                    en: "A Google Sheets spreadsheet",
                    ml: "ഒരു Google Sheets സ്പ്രെഡ്ഷീറ്റ്",
                    ar: "جدول بيانات في Google Sheets",
                  },
                },
                {
                  id: "d",
                  text: { en: "A WhatsApp group", ml: "ഒരു WhatsApp ഗ്രൂപ്പ്", ar: "مجموعة WhatsApp" },
                },
              ],
              correct: ["a", "b"],
            },
          ],
        },
      },
      {
        stepId: "5",
        kind: "evidence",
        speaking: true,
        name: {
          en: "Demo it aloud",
          ml: "ഡെമോ ഉറക്കെ അവതരിപ്പിക്കുക",
          ar: "اعرضه بصوتك",
        },
        description: {
          en: "Record a two to three minute demo in which you speak over your screen or to camera: the problem in one sentence, the core flow step by step on the testnet, then what you learned and what you will test next. Use Loom's free plan, or record with your phone and upload the video to YouTube as unlisted. Speak as if to one of the people you interviewed, not to an engineer.",
          ml: "സ്ക്രീനിനു മുകളിലൂടെയോ ക്യാമറയ്ക്കു മുന്നിലോ സംസാരിച്ചുകൊണ്ട് രണ്ടു മുതൽ മൂന്നു മിനിറ്റ് വരെയുള്ള ഒരു ഡെമോ റെക്കോർഡ് ചെയ്യുക: ഒരു വാചകത്തിൽ പ്രശ്നം, ടെസ്റ്റ്‌നെറ്റിൽ പ്രധാന പ്രവാഹം ഘട്ടം ഘട്ടമായി, തുടർന്ന് നിങ്ങൾ പഠിച്ചതും അടുത്തതായി പരീക്ഷിക്കാൻ പോകുന്നതും. Loom-ന്റെ സൗജന്യ പ്ലാൻ ഉപയോഗിക്കുക, അല്ലെങ്കിൽ ഫോണിൽ റെക്കോർഡ് ചെയ്ത് വീഡിയോ അൺലിസ്റ്റഡ് ആയി YouTube-ൽ അപ്‌ലോഡ് ചെയ്യുക. ഒരു എഞ്ചിനീയറോടല്ല, നിങ്ങൾ അഭിമുഖം നടത്തിയ ഒരാളോട് സംസാരിക്കുന്നതുപോലെ സംസാരിക്കുക.",
          ar: "سجّل عرضًا توضيحيًا من دقيقتين إلى ثلاث دقائق تتحدث فيه فوق تسجيل شاشتك أو أمام الكاميرا: المشكلة في جملة واحدة، ثم المسار الأساسي خطوة بخطوة على شبكة الاختبار، ثم ما تعلّمته وما ستختبره بعد ذلك. استخدم الخطة المجانية في Loom، أو سجّل بهاتفك وارفع الفيديو على YouTube كفيديو غير مُدرج. وتحدّث كأنك تخاطب أحد الأشخاص الذين حاورتهم، لا مهندسًا.",
        },
        asks: {
          en: "A link to your recorded demo (Loom or an unlisted YouTube video).",
          ml: "റെക്കോർഡ് ചെയ്ത ഡെമോയുടെ ലിങ്ക് (Loom അല്ലെങ്കിൽ അൺലിസ്റ്റഡ് YouTube വീഡിയോ).",
          ar: "رابط العرض المسجّل (Loom أو فيديو غير مُدرج على YouTube).",
        },
        link: "required",
        text: "none",
      },
    ],
  },
  {
    id: "founder-6",
    journeySlug: "founder",
    number: 6,
    name: {
      en: "Mission 6: Legal and treasury basics",
      ml: "മിഷൻ 6: നിയമത്തിന്റെയും ട്രഷറിയുടെയും അടിസ്ഥാനങ്ങൾ",
      ar: "المهمة 6: أساسيات القانون والخزينة",
    },
    objective: {
      en: "Know which legal and compliance questions to take to a qualified adviser, and keep a project's funds in a multisig wallet that no single person controls.",
      ml: "യോഗ്യതയുള്ള ഒരു ഉപദേഷ്ടാവിനോട് ചോദിക്കേണ്ട നിയമപരവും നിയമപാലനപരവുമായ ചോദ്യങ്ങൾ ഏതെന്ന് അറിയുക, ഒരാൾക്കും ഒറ്റയ്ക്ക് നിയന്ത്രിക്കാനാകാത്ത മൾട്ടിസിഗ് വാലറ്റിൽ പ്രോജക്റ്റിന്റെ ഫണ്ടുകൾ സൂക്ഷിക്കുക.",
      ar: "اعرف أسئلة القانون والامتثال التي تطرحها على مستشار مؤهّل، واحفظ أموال المشروع في محفظة متعددة التوقيع لا يتحكم فيها شخص واحد.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: entities, compliance and multisigs",
          ml: "വായിക്കുക: സ്ഥാപനങ്ങൾ, നിയമപാലനം, മൾട്ടിസിഗുകൾ",
          ar: "اقرأ: الكيانات والامتثال والمحافظ متعددة التوقيع",
        },
        description: {
          en: "Most projects form a legal entity before they raise money or sign contracts: it can hold a bank account and contracts in its own name, and forms such as a private limited company limit the founders' personal liability. Before launching a token, ask a qualified lawyer or accountant where you operate whether it could count as a security, how crypto income is taxed, and whether you must verify users' identity (KYC) if you handle their money; this mission is not legal advice. Keep the treasury in a multisig wallet such as Safe: a 2-of-3 Safe needs any two of its three signers to approve each transaction, so no single lost key and no single person can move the funds.",
          ml: "മിക്ക പ്രോജക്റ്റുകളും പണം സമാഹരിക്കുന്നതിനോ കരാറുകളിൽ ഒപ്പുവെക്കുന്നതിനോ മുമ്പ് ഒരു നിയമപരമായ സ്ഥാപനം രൂപീകരിക്കുന്നു: അതിന് സ്വന്തം പേരിൽ ബാങ്ക് അക്കൗണ്ടും കരാറുകളും കൈവശം വെക്കാം, പ്രൈവറ്റ് ലിമിറ്റഡ് കമ്പനി പോലുള്ള രൂപങ്ങൾ സ്ഥാപകരുടെ വ്യക്തിപരമായ ബാധ്യത പരിമിതപ്പെടുത്തുന്നു. ടോക്കൺ ഇറക്കുന്നതിനു മുമ്പ്, നിങ്ങൾ പ്രവർത്തിക്കുന്ന സ്ഥലത്തെ യോഗ്യതയുള്ള ഒരു അഭിഭാഷകനോടോ അക്കൗണ്ടന്റിനോടോ ചോദിക്കുക: അത് ഒരു സെക്യൂരിറ്റിയായി കണക്കാക്കപ്പെടുമോ, ക്രിപ്‌റ്റോ വരുമാനത്തിന് എങ്ങനെയാണ് നികുതി, ഉപയോക്താക്കളുടെ പണം കൈകാര്യം ചെയ്യുന്നുണ്ടെങ്കിൽ അവരുടെ ഐഡന്റിറ്റി (KYC) പരിശോധിക്കേണ്ടതുണ്ടോ; ഈ മിഷൻ നിയമോപദേശമല്ല. ട്രഷറി Safe പോലുള്ള ഒരു മൾട്ടിസിഗ് വാലറ്റിൽ സൂക്ഷിക്കുക: മൂന്നിൽ രണ്ട് (2-of-3) Safe-ൽ ഓരോ ഇടപാടിനും മൂന്ന് ഒപ്പുകാരിൽ ഏതെങ്കിലും രണ്ടുപേരുടെ അംഗീകാരം വേണം, അതിനാൽ നഷ്ടപ്പെട്ട ഒരൊറ്റ കീയ്ക്കോ ഒരൊറ്റ വ്യക്തിക്കോ ഫണ്ടുകൾ നീക്കാനാവില്ല.",
          ar: "تؤسّس معظم المشاريع كيانًا قانونيًا قبل جمع الأموال أو توقيع العقود: إذ يستطيع الكيان امتلاك حساب مصرفي وإبرام العقود باسمه، وتحدّ أشكال مثل الشركة الخاصة محدودة المسؤولية من المسؤولية الشخصية للمؤسسين. وقبل إطلاق أي رمز، اسأل محاميًا أو محاسبًا مؤهّلًا في البلد الذي تعمل فيه: هل يمكن أن يُعدّ الرمز ورقة مالية، وكيف تُفرض الضرائب على دخل العملات المشفرة، وهل يلزمك التحقق من هوية المستخدمين (KYC) إذا كنت تتعامل مع أموالهم؛ وهذه المهمة ليست استشارة قانونية. واحفظ الخزينة في محفظة متعددة التوقيع مثل Safe: فمحفظة Safe بنظام 2 من 3 تحتاج إلى موافقة أيّ اثنين من موقّعيها الثلاثة على كل معاملة، فلا يستطيع مفتاح واحد مفقود ولا شخص واحد تحريك الأموال.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Check your understanding",
          ml: "നിങ്ങളുടെ ധാരണ പരിശോധിക്കുക",
          ar: "اختبر فهمك",
        },
        description: {
          en: "Answer these questions on the reading about legal entities, compliance and multisig treasuries. Some questions have more than one correct answer; you need three of four to pass.",
          ml: "നിയമപരമായ സ്ഥാപനങ്ങൾ, നിയമപാലനം, മൾട്ടിസിഗ് ട്രഷറികൾ എന്നിവയെക്കുറിച്ചുള്ള വായനയെ ആസ്പദമാക്കിയ ഈ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്; വിജയിക്കാൻ നാലിൽ മൂന്നെണ്ണം ശരിയാകണം.",
          ar: "أجب عن هذه الأسئلة حول ما قرأته عن الكيانات القانونية والامتثال والخزائن متعددة التوقيع. لبعض الأسئلة أكثر من إجابة صحيحة، وتحتاج إلى ثلاث إجابات صحيحة من أربع للنجاح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "How many signatures does a transaction from a 2-of-3 multisig need?",
                ml: "ഒരു 2-of-3 മൾട്ടിസിഗിൽ നിന്നുള്ള ഇടപാടിന് എത്ര ഒപ്പുകൾ വേണം?",
                ar: "كم توقيعًا تحتاج معاملة من محفظة متعددة التوقيع بنظام 2 من 3؟",
              },
              options: [
                { id: "a", text: { en: "One", ml: "ഒന്ന്", ar: "توقيع واحد" } },
                { id: "b", text: { en: "Two", ml: "രണ്ട്", ar: "توقيعان" } },
                { id: "c", text: { en: "Three", ml: "മൂന്ന്", ar: "ثلاثة توقيعات" } },
                { id: "d", text: { en: "Five", ml: "അഞ്ച്", ar: "خمسة توقيعات" } },
              ],
              correct: ["b"],
            },
            {
              id: "q2",
              prompt: {
                en: "Why do teams keep their treasury in a multisig rather than in one person's wallet? Choose all that apply.",
                ml: "ടീമുകൾ ട്രഷറി ഒരാളുടെ വാലറ്റിനു പകരം മൾട്ടിസിഗിൽ സൂക്ഷിക്കുന്നത് എന്തുകൊണ്ട്? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "لماذا تحفظ الفرق خزينتها في محفظة متعددة التوقيع بدلًا من محفظة شخص واحد؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A single lost or stolen key cannot move the funds",
                    ml: "നഷ്ടപ്പെട്ടതോ മോഷ്ടിക്കപ്പെട്ടതോ ആയ ഒരൊറ്റ കീ കൊണ്ട് ഫണ്ടുകൾ നീക്കാനാവില്ല",
                    ar: "لا يستطيع مفتاح واحد مفقود أو مسروق تحريك الأموال",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "No single person can move the funds alone",
                    ml: "ഒരാൾക്കും ഒറ്റയ്ക്ക് ഫണ്ടുകൾ നീക്കാനാവില്ല",
                    ar: "لا يستطيع شخص واحد تحريك الأموال بمفرده",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It makes transactions free",
                    ml: "അത് ഇടപാടുകൾ സൗജന്യമാക്കുന്നു",
                    ar: "تجعل المعاملات مجانية",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "It means no records need to be kept",
                    ml: "പിന്നെ രേഖകൾ സൂക്ഷിക്കേണ്ടതില്ല",
                    ar: "تُغني عن الاحتفاظ بأي سجلات",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which are questions to ask a qualified lawyer or accountant before launching a token? Choose all that apply.",
                ml: "ടോക്കൺ ഇറക്കുന്നതിനു മുമ്പ് യോഗ്യതയുള്ള അഭിഭാഷകനോടോ അക്കൗണ്ടന്റിനോടോ ചോദിക്കേണ്ട ചോദ്യങ്ങൾ ഏതെല്ലാം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي من الأسئلة التي تطرحها على محامٍ أو محاسب مؤهّل قبل إطلاق رمز؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Could our token count as a security where we operate?",
                    ml: "ഞങ്ങൾ പ്രവർത്തിക്കുന്നിടത്ത് ഞങ്ങളുടെ ടോക്കൺ ഒരു സെക്യൂരിറ്റിയായി കണക്കാക്കപ്പെടുമോ?",
                    ar: "هل يمكن أن يُعدّ رمزنا ورقة مالية في البلد الذي نعمل فيه؟",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "How is our crypto income taxed?",
                    ml: "ഞങ്ങളുടെ ക്രിപ്‌റ്റോ വരുമാനത്തിന് എങ്ങനെയാണ് നികുതി?",
                    ar: "كيف تُفرض الضرائب على دخلنا من العملات المشفرة؟",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Must we verify users' identity (KYC) if we handle their money?",
                    ml: "ഉപയോക്താക്കളുടെ പണം കൈകാര്യം ചെയ്യുന്നുണ്ടെങ്കിൽ അവരുടെ ഐഡന്റിറ്റി (KYC) പരിശോധിക്കണോ?",
                    ar: "هل يلزمنا التحقق من هوية المستخدمين (KYC) إذا تعاملنا مع أموالهم؟",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Which colour should our logo be?",
                    ml: "ഞങ്ങളുടെ ലോഗോയ്ക്ക് ഏതു നിറം വേണം?",
                    ar: "ما اللون الذي ينبغي أن يكون عليه شعارنا؟",
                  },
                },
              ],
              correct: ["a", "b", "c"],
            },
            {
              id: "q4",
              prompt: {
                en: "Why do most projects form a legal entity before raising money or signing contracts?",
                ml: "പണം സമാഹരിക്കുന്നതിനോ കരാറുകളിൽ ഒപ്പുവെക്കുന്നതിനോ മുമ്പ് മിക്ക പ്രോജക്റ്റുകളും നിയമപരമായ സ്ഥാപനം രൂപീകരിക്കുന്നത് എന്തുകൊണ്ട്?",
                ar: "لماذا تؤسّس معظم المشاريع كيانًا قانونيًا قبل جمع الأموال أو توقيع العقود؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It can hold a bank account and contracts in its own name, and some forms limit the founders' personal liability",
                    ml: "അതിന് സ്വന്തം പേരിൽ ബാങ്ക് അക്കൗണ്ടും കരാറുകളും കൈവശം വെക്കാം, ചില രൂപങ്ങൾ സ്ഥാപകരുടെ വ്യക്തിപരമായ ബാധ്യത പരിമിതപ്പെടുത്തുന്നു",
                    ar: "لأنه يستطيع امتلاك حساب مصرفي وإبرام العقود باسمه، وبعض أشكاله تحدّ من المسؤولية الشخصية للمؤسسين",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It makes the project free of tax",
                    ml: "അത് പ്രോജക്റ്റിനെ നികുതിയിൽ നിന്ന് ഒഴിവാക്കുന്നു",
                    ar: "لأنه يعفي المشروع من الضرائب",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Crypto rules then no longer apply",
                    ml: "പിന്നെ ക്രിപ്‌റ്റോ നിയമങ്ങൾ ബാധകമല്ല",
                    ar: "لأن قواعد العملات المشفرة لا تعود تنطبق عليه",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "A wallet cannot be created without one",
                    ml: "അതില്ലാതെ ഒരു വാലറ്റ് സൃഷ്ടിക്കാനാവില്ല",
                    ar: "لأنه لا يمكن إنشاء محفظة من دونه",
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
          en: "Set up a testnet multisig",
          ml: "ടെസ്റ്റ്‌നെറ്റിൽ ഒരു മൾട്ടിസിഗ് സജ്ജമാക്കുക",
          ar: "أنشئ محفظة متعددة التوقيع على شبكة الاختبار",
        },
        description: {
          en: "With three test wallets (all yours, or one each for you and two co-founders), create a 2-of-3 Safe on the Sepolia testnet at app.safe.global, paying gas with free Sepolia ETH from a faucet. Send a little test ETH into the Safe, propose a transaction that sends some of it back out, approve it with a second signer and execute it. Write down which person holds which signer wallet, but never share the keys or type them into a document or chat.",
          ml: "മൂന്ന് ടെസ്റ്റ് വാലറ്റുകൾ ഉപയോഗിച്ച് (എല്ലാം നിങ്ങളുടേതോ, നിങ്ങൾക്കും രണ്ട് സഹസ്ഥാപകർക്കും ഓരോന്നു വീതമോ) app.safe.global-ൽ Sepolia ടെസ്റ്റ്‌നെറ്റിൽ ഒരു 2-of-3 Safe സൃഷ്ടിക്കുക; ഗ്യാസിനായി ഫോസെറ്റിൽ നിന്നുള്ള സൗജന്യ Sepolia ETH ഉപയോഗിക്കുക. Safe-ലേക്ക് അൽപം ടെസ്റ്റ് ETH അയച്ച്, അതിൽ കുറച്ച് തിരികെ അയയ്ക്കുന്ന ഒരു ഇടപാട് നിർദ്ദേശിക്കുക, രണ്ടാമത്തെ ഒപ്പുകാരനെക്കൊണ്ട് അംഗീകരിപ്പിച്ച് അത് നടപ്പാക്കുക. ഏത് സൈനർ വാലറ്റ് ആരുടെ കൈവശമാണെന്ന് കുറിച്ചുവെക്കുക, എന്നാൽ കീകൾ ഒരിക്കലും പങ്കുവെക്കുകയോ ഏതെങ്കിലും ഡോക്യുമെന്റിലോ ചാറ്റിലോ ടൈപ്പ് ചെയ്യുകയോ അരുത്.",
          ar: "باستخدام ثلاث محافظ تجريبية (كلها لك، أو واحدة لك وواحدة لكل من شريكيك المؤسسَين)، أنشئ محفظة Safe بنظام 2 من 3 على شبكة اختبار Sepolia عبر app.safe.global، وادفع رسوم الغاز بعملة Sepolia ETH مجانية من أحد الصنابير. أرسل قليلًا من ETH التجريبية إلى المحفظة، ثم اقترح معاملة تعيد إرسال جزء منها، ووافق عليها بتوقيع ثانٍ ونفّذها. دوّن من يحمل كل محفظة توقيع، لكن لا تشارك المفاتيح أبدًا ولا تكتبها في أي مستند أو محادثة.",
        },
        asks: {
          en: "A link to the executed transaction from your Safe on sepolia.etherscan.io; optionally, who holds each signer wallet (roles only, never keys).",
          ml: "sepolia.etherscan.io-ൽ നിങ്ങളുടെ Safe-ൽ നിന്ന് നടപ്പാക്കിയ ഇടപാടിന്റെ ലിങ്ക്; വേണമെങ്കിൽ, ഓരോ സൈനർ വാലറ്റും ആരുടെ കൈവശമാണെന്നും (റോളുകൾ മാത്രം, ഒരിക്കലും കീകളല്ല).",
          ar: "رابط المعاملة المنفّذة من محفظة Safe الخاصة بك على sepolia.etherscan.io، واختياريًا: من يحمل كل محفظة توقيع (الأدوار فقط، وليس المفاتيح أبدًا).",
        },
        link: "required",
        text: "optional",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Questions for an adviser",
          ml: "ഉപദേഷ്ടാവിനോടുള്ള ചോദ്യങ്ങൾ",
          ar: "أسئلة للمستشار",
        },
        description: {
          en: "Write eight to ten questions your project must answer before launch, covering which entity to form and where, whether your token or revenue could be regulated, tax, KYC, protecting users' data, and who owns the code and the brand. Find out where you could get free guidance, for example through Startup India, Kerala Startup Mission, Oman's SME Development Authority (Riyada) or a university legal aid clinic. Mark the questions that only a qualified professional should answer.",
          ml: "ലോഞ്ചിനു മുമ്പ് നിങ്ങളുടെ പ്രോജക്റ്റ് ഉത്തരം കണ്ടെത്തേണ്ട എട്ടു മുതൽ പത്തു വരെ ചോദ്യങ്ങൾ എഴുതുക: ഏതു സ്ഥാപനം എവിടെ രൂപീകരിക്കണം, നിങ്ങളുടെ ടോക്കണോ വരുമാനമോ നിയന്ത്രണങ്ങൾക്ക് വിധേയമാകുമോ, നികുതി, KYC, ഉപയോക്താക്കളുടെ ഡാറ്റാ സംരക്ഷണം, കോഡിന്റെയും ബ്രാൻഡിന്റെയും ഉടമസ്ഥത എന്നിവ ഉൾപ്പെടെ. Startup India, കേരള സ്റ്റാർട്ടപ്പ് മിഷൻ, ഒമാനിലെ SME വികസന അതോറിറ്റി (Riyada), അല്ലെങ്കിൽ ഒരു സർവകലാശാലയുടെ നിയമസഹായ ക്ലിനിക് പോലെ സൗജന്യ മാർഗ്ഗനിർദ്ദേശം ലഭിച്ചേക്കാവുന്ന ഇടങ്ങൾ കണ്ടെത്തുക. യോഗ്യതയുള്ള ഒരു പ്രൊഫഷണൽ മാത്രം ഉത്തരം നൽകേണ്ട ചോദ്യങ്ങൾ അടയാളപ്പെടുത്തുക.",
          ar: "اكتب من ثمانية إلى عشرة أسئلة يجب أن يجيب عنها مشروعك قبل الإطلاق، تشمل: أي كيان تؤسّس وأين، وهل قد يخضع رمزك أو إيراداتك للتنظيم، والضرائب، والتحقق من الهوية (KYC)، وحماية بيانات المستخدمين، ومن يملك الشيفرة والعلامة التجارية. ابحث عن جهات قد تقدّم لك إرشادًا مجانيًا، مثل Startup India أو Kerala Startup Mission أو هيئة تنمية المؤسسات الصغيرة والمتوسطة في عُمان (ريادة) أو عيادة قانونية جامعية. وضع علامة على الأسئلة التي لا ينبغي أن يجيب عنها إلا مختص مؤهّل.",
        },
        asks: {
          en: "Your list of questions, with the ones for a professional marked, and where you plan to take them.",
          ml: "പ്രൊഫഷണലിനുള്ളവ അടയാളപ്പെടുത്തിയ നിങ്ങളുടെ ചോദ്യങ്ങളുടെ പട്ടികയും അവ എവിടെ ചോദിക്കാനാണ് ഉദ്ദേശിക്കുന്നതെന്നും.",
          ar: "قائمة أسئلتك مع تمييز ما يخص المختص منها، والجهة التي تنوي أن تطرحها عليها.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "Your treasury policy",
          ml: "നിങ്ങളുടെ ട്രഷറി നയം",
          ar: "سياسة خزينتك",
        },
        description: {
          en: "Write a short treasury policy as if your project had just received its first grant: who the signers are and why, how many signatures a payment needs, how much you hold in stablecoins rather than volatile tokens, and how you will report spending to your community. For each rule, say which risk it protects against.",
          ml: "നിങ്ങളുടെ പ്രോജക്റ്റിന് ആദ്യ ഗ്രാന്റ് ലഭിച്ചുവെന്ന് സങ്കൽപ്പിച്ച് ഒരു ചെറിയ ട്രഷറി നയം എഴുതുക: ഒപ്പുകാർ ആരൊക്കെ, എന്തുകൊണ്ട്, ഒരു പേയ്‌മെന്റിന് എത്ര ഒപ്പുകൾ വേണം, ചാഞ്ചാട്ടമുള്ള ടോക്കണുകൾക്കു പകരം എത്രത്തോളം സ്റ്റേബിൾകോയിനുകളിൽ സൂക്ഷിക്കും, ചെലവുകൾ കമ്മ്യൂണിറ്റിയെ എങ്ങനെ അറിയിക്കും. ഓരോ നിയമവും ഏത് അപകടസാധ്യതയിൽ നിന്നാണ് സംരക്ഷിക്കുന്നതെന്ന് പറയുക.",
          ar: "اكتب سياسة خزينة قصيرة كأن مشروعك تلقّى للتو أول منحة له: من هم الموقّعون ولماذا، وكم توقيعًا تحتاج كل دفعة، وكم تحتفظ به في العملات المستقرة بدلًا من الرموز المتقلبة، وكيف ستُطلع مجتمعك على الإنفاق. واذكر لكل قاعدة الخطر الذي تحمي منه.",
        },
        minLength: 250,
      },
    ],
  },
  {
    id: "founder-7",
    journeySlug: "founder",
    number: 7,
    name: {
      en: "Mission 7: Pitching",
      ml: "മിഷൻ 7: പിച്ചിംഗ്",
      ar: "المهمة 7: العرض التقديمي",
    },
    objective: {
      en: "Craft a three-minute pitch backed by your own evidence, deliver it at your club meeting, and improve it with the feedback you receive.",
      ml: "നിങ്ങളുടെ സ്വന്തം തെളിവുകളുടെ പിൻബലമുള്ള ഒരു മൂന്നു മിനിറ്റ് പിച്ച് തയ്യാറാക്കുക, ക്ലബ് മീറ്റിംഗിൽ അത് അവതരിപ്പിക്കുക, ലഭിക്കുന്ന അഭിപ്രായങ്ങൾ ഉപയോഗിച്ച് മെച്ചപ്പെടുത്തുക.",
      ar: "أعدّ عرضًا تقديميًا من ثلاث دقائق تدعمه أدلتك الخاصة، وقدّمه في اجتماع ناديك، وحسّنه بناءً على الملاحظات التي تتلقاها.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: three minutes that matter",
          ml: "വായിക്കുക: നിർണ്ണായകമായ മൂന്നു മിനിറ്റ്",
          ar: "اقرأ: ثلاث دقائق حاسمة",
        },
        description: {
          en: "A strong three-minute pitch opens with a hook and the problem told through one real person from your interviews, then shows the solution (ideally your testnet demo), why it needs Web3 and why now, the business model, traction and team. Put one idea on each slide and say your key numbers aloud instead of hiding them in tables. End with a clear ask: exactly what you want from this audience, such as beta users, a pilot partner, an introduction or an amount of funding, and what you will do with it. If you cannot answer a question, say so, say how you will find out, and follow up.",
          ml: "ശക്തമായ ഒരു മൂന്നു മിനിറ്റ് പിച്ച് തുടങ്ങുന്നത് ശ്രദ്ധ പിടിച്ചുപറ്റുന്ന ഒരു തുടക്കത്തോടെയും, നിങ്ങൾ അഭിമുഖം നടത്തിയ ഒരു യഥാർത്ഥ വ്യക്തിയിലൂടെ പറയുന്ന പ്രശ്നത്തോടെയുമാണ്; തുടർന്ന് പരിഹാരം (സാധ്യമെങ്കിൽ നിങ്ങളുടെ ടെസ്റ്റ്‌നെറ്റ് ഡെമോ), അതിന് എന്തുകൊണ്ട് Web3 വേണം, എന്തുകൊണ്ട് ഇപ്പോൾ, ബിസിനസ് മോഡൽ, ഇതുവരെയുള്ള മുന്നേറ്റം, ടീം എന്നിവ കാണിക്കുന്നു. ഓരോ സ്ലൈഡിലും ഒരു ആശയം മാത്രം വെക്കുക, പ്രധാന സംഖ്യകൾ ടേബിളുകളിൽ ഒളിപ്പിക്കാതെ ഉറക്കെ പറയുക. വ്യക്തമായ ഒരു ആവശ്യത്തോടെ അവസാനിപ്പിക്കുക: ബീറ്റാ ഉപയോക്താക്കൾ, ഒരു പൈലറ്റ് പങ്കാളി, ഒരു പരിചയപ്പെടുത്തൽ അല്ലെങ്കിൽ ഒരു നിശ്ചിത തുക ഫണ്ടിംഗ് പോലെ, ഈ സദസ്സിൽ നിന്ന് കൃത്യമായി എന്താണ് വേണ്ടത്, അതുകൊണ്ട് എന്തു ചെയ്യും എന്ന്. ഒരു ചോദ്യത്തിന് ഉത്തരം അറിയില്ലെങ്കിൽ അത് തുറന്നു പറയുക, എങ്ങനെ കണ്ടെത്തുമെന്ന് പറയുക, പിന്നീട് മറുപടി നൽകുക.",
          ar: "يبدأ العرض القوي ذو الدقائق الثلاث بمدخل يشدّ الانتباه وبالمشكلة مرويّةً من خلال شخص حقيقي حاورته، ثم يعرض الحل (ويُفضَّل عرض نسختك على شبكة الاختبار)، ولماذا يحتاج إلى Web3 ولماذا الآن، ونموذج العمل، وما تحقق حتى الآن، والفريق. ضع فكرة واحدة في كل شريحة، وانطق أرقامك الأساسية بصوت عالٍ بدلًا من إخفائها في الجداول. واختم بطلب واضح: ما تريده بالضبط من هذا الجمهور، كمستخدمين تجريبيين أو شريك لتجربة أولية أو تعارف أو مبلغ تمويل محدد، وما ستفعله به. وإن لم تستطع الإجابة عن سؤال، فقل ذلك بصراحة، واذكر كيف ستعرف الإجابة، ثم عُد إلى السائل بها.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Script and slides",
          ml: "സ്ക്രിപ്റ്റും സ്ലൈഡുകളും",
          ar: "النص والشرائح",
        },
        description: {
          en: "Write your pitch script word for word, then build six to eight slides in Google Slides or Canva's free plan, one idea per slide. Read the script aloud against a phone timer and cut until it fits in three minutes. Rehearse it at least three times, once in front of a friend or family member.",
          ml: "നിങ്ങളുടെ പിച്ച് സ്ക്രിപ്റ്റ് വാക്കിനു വാക്ക് എഴുതുക, തുടർന്ന് Google Slides-ലോ Canva-യുടെ സൗജന്യ പ്ലാനിലോ ഓരോ സ്ലൈഡിലും ഒരു ആശയം വീതമുള്ള ആറു മുതൽ എട്ടു വരെ സ്ലൈഡുകൾ തയ്യാറാക്കുക. ഫോണിലെ ടൈമർ വെച്ച് സ്ക്രിപ്റ്റ് ഉറക്കെ വായിക്കുക, മൂന്നു മിനിറ്റിൽ ഒതുങ്ങുന്നതുവരെ വെട്ടിച്ചുരുക്കുക. കുറഞ്ഞത് മൂന്നു തവണ പരിശീലിക്കുക, അതിലൊന്ന് ഒരു സുഹൃത്തിന്റെയോ കുടുംബാംഗത്തിന്റെയോ മുന്നിൽ.",
          ar: "اكتب نص عرضك كلمةً كلمة، ثم صمّم من ست إلى ثماني شرائح في Google Slides أو الخطة المجانية من Canva، بفكرة واحدة في كل شريحة. اقرأ النص بصوت عالٍ مع مؤقّت الهاتف واحذف منه حتى يتّسع لثلاث دقائق. وتدرّب عليه ثلاث مرات على الأقل، إحداها أمام صديق أو أحد أفراد أسرتك.",
        },
        asks: {
          en: "A link to your slides, viewable by anyone with the link.",
          ml: "നിങ്ങളുടെ സ്ലൈഡുകളുടെ ലിങ്ക്, ലിങ്ക് ഉള്ള ആർക്കും കാണാവുന്ന വിധത്തിൽ.",
          ar: "رابط شرائحك، بحيث يستطيع أي شخص لديه الرابط عرضها.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "3",
        kind: "quiz",
        name: {
          en: "Check your understanding",
          ml: "നിങ്ങളുടെ ധാരണ പരിശോധിക്കുക",
          ar: "اختبر فهمك",
        },
        description: {
          en: "Answer these questions on the reading about structuring and delivering a pitch. Some questions have more than one correct answer; you need three of four to pass.",
          ml: "ഒരു പിച്ച് ക്രമീകരിക്കുന്നതിനെയും അവതരിപ്പിക്കുന്നതിനെയും കുറിച്ചുള്ള വായനയെ ആസ്പദമാക്കിയ ഈ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്; വിജയിക്കാൻ നാലിൽ മൂന്നെണ്ണം ശരിയാകണം.",
          ar: "أجب عن هذه الأسئلة حول ما قرأته عن بناء العرض التقديمي وإلقائه. لبعض الأسئلة أكثر من إجابة صحيحة، وتحتاج إلى ثلاث إجابات صحيحة من أربع للنجاح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What should open a three-minute pitch?",
                ml: "ഒരു മൂന്നു മിനിറ്റ് പിച്ച് എന്തുകൊണ്ടാണ് തുടങ്ങേണ്ടത്?",
                ar: "بماذا ينبغي أن يبدأ العرض ذو الدقائق الثلاث؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A hook and the problem, told through one real person",
                    ml: "ശ്രദ്ധ പിടിച്ചുപറ്റുന്ന തുടക്കവും, ഒരു യഥാർത്ഥ വ്യക്തിയിലൂടെ പറയുന്ന പ്രശ്നവും",
                    ar: "بمدخل يشدّ الانتباه وبالمشكلة مرويّةً من خلال شخص حقيقي",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A detailed table of your tokenomics",
                    ml: "നിങ്ങളുടെ ടോക്കണോമിക്സിന്റെ വിശദമായ ടേബിൾ",
                    ar: "بجدول مفصّل لاقتصاد رمزك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The team's full biographies",
                    ml: "ടീമംഗങ്ങളുടെ പൂർണ്ണ ജീവചരിത്രം",
                    ar: "بالسير الذاتية الكاملة لأعضاء الفريق",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "A five-year roadmap",
                    ml: "അഞ്ചു വർഷത്തെ റോഡ്മാപ്പ്",
                    ar: "بخارطة طريق لخمس سنوات",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What makes a good ask? Choose all that apply.",
                ml: "ഒരു നല്ല ആവശ്യത്തിന്റെ (ask) ലക്ഷണങ്ങൾ ഏതെല്ലാം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي يجعل الطلب في ختام العرض جيدًا؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It says exactly what you want from this audience",
                    ml: "ഈ സദസ്സിൽ നിന്ന് കൃത്യമായി എന്താണ് വേണ്ടതെന്ന് അത് പറയുന്നു",
                    ar: "يذكر بالضبط ما تريده من هذا الجمهور",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It says what you will do with it",
                    ml: "അതുകൊണ്ട് നിങ്ങൾ എന്തു ചെയ്യുമെന്ന് അത് പറയുന്നു",
                    ar: "يذكر ما ستفعله بما تطلبه",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It is kept vague so nobody is put off",
                    ml: "ആരും പിന്തിരിയാതിരിക്കാൻ അത് അവ്യക്തമായി വെക്കുന്നു",
                    ar: "يبقى غامضًا كي لا يُنفّر أحدًا",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "It appears on a slide but is never said aloud",
                    ml: "അത് സ്ലൈഡിൽ മാത്രം കാണിക്കുന്നു, ഒരിക്കലും ഉറക്കെ പറയുന്നില്ല",
                    ar: "يظهر على شريحة ولا يُقال بصوت عالٍ أبدًا",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q3",
              prompt: {
                en: "How many ideas should one slide carry?",
                ml: "ഒരു സ്ലൈഡിൽ എത്ര ആശയങ്ങൾ ഉണ്ടാകണം?",
                ar: "كم فكرة ينبغي أن تحمل الشريحة الواحدة؟",
              },
              options: [
                { id: "a", text: { en: "One", ml: "ഒന്ന്", ar: "فكرة واحدة" } },
                {
                  id: "b",
                  text: { en: "As many as will fit", ml: "ഉൾക്കൊള്ളാവുന്നത്ര", ar: "أكبر عدد يتّسع له" },
                },
                {
                  id: "c",
                  text: { en: "At least five", ml: "കുറഞ്ഞത് അഞ്ച്", ar: "خمس أفكار على الأقل" },
                },
                {
                  id: "d",
                  text: { en: "It does not matter", ml: "അത് പ്രശ്നമല്ല", ar: "لا يهم ذلك" },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Someone asks a question you cannot answer. What is the best response?",
                ml: "നിങ്ങൾക്ക് ഉത്തരം അറിയാത്ത ഒരു ചോദ്യം ആരോ ചോദിക്കുന്നു. ഏറ്റവും നല്ല പ്രതികരണം ഏതാണ്?",
                ar: "سألك أحدهم سؤالًا لا تعرف إجابته. ما أفضل ردّ؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Say so, say how you will find out, and follow up",
                    ml: "അത് തുറന്നു പറയുക, എങ്ങനെ കണ്ടെത്തുമെന്ന് പറയുക, പിന്നീട് മറുപടി നൽകുക",
                    ar: "أن تقول ذلك بصراحة، وتذكر كيف ستعرف الإجابة، ثم تعود بها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Invent a convincing number",
                    ml: "വിശ്വസനീയമെന്നു തോന്നുന്ന ഒരു സംഖ്യ കെട്ടിച്ചമയ്ക്കുക",
                    ar: "أن تختلق رقمًا مقنعًا",
                  },
                },
                {
                  id: "c",
                  text: { en: "Change the subject", ml: "വിഷയം മാറ്റുക", ar: "أن تغيّر الموضوع" },
                },
                {
                  id: "d",
                  text: {
                    en: "Tell them the question is wrong",
                    ml: "ചോദ്യം തെറ്റാണെന്ന് അവരോട് പറയുക",
                    ar: "أن تقول للسائل إن سؤاله خاطئ",
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
        kind: "speech",
        name: {
          en: "Pitch at your club",
          ml: "ക്ലബ്ബിൽ പിച്ച് അവതരിപ്പിക്കുക",
          ar: "قدّم عرضك في النادي",
        },
        description: {
          en: "Book a speaking slot at your club meeting and deliver your three-minute pitch, then take questions from members playing investors and early users, for 4 to 6 minutes in all. Cover the problem and your interview evidence, the solution, the model, traction and your ask. Ask your evaluator to note what was clear, what was confusing and whether they would act on your ask.",
          ml: "ക്ലബ് മീറ്റിംഗിൽ ഒരു പ്രസംഗ സ്ലോട്ട് ബുക്ക് ചെയ്ത് നിങ്ങളുടെ മൂന്നു മിനിറ്റ് പിച്ച് അവതരിപ്പിക്കുക, തുടർന്ന് നിക്ഷേപകരായും ആദ്യ ഉപയോക്താക്കളായും അഭിനയിക്കുന്ന അംഗങ്ങളുടെ ചോദ്യങ്ങൾക്ക് മറുപടി നൽകുക; ആകെ 4 മുതൽ 6 മിനിറ്റ് വരെ. പ്രശ്നവും അഭിമുഖങ്ങളിലെ തെളിവുകളും, പരിഹാരം, മോഡൽ, ഇതുവരെയുള്ള മുന്നേറ്റം, നിങ്ങളുടെ ആവശ്യം എന്നിവ ഉൾപ്പെടുത്തുക. എന്തെല്ലാം വ്യക്തമായിരുന്നു, എന്താണ് ആശയക്കുഴപ്പമുണ്ടാക്കിയത്, നിങ്ങളുടെ ആവശ്യം അവർ സ്വീകരിക്കുമോ എന്നിവ രേഖപ്പെടുത്താൻ നിങ്ങളുടെ മൂല്യനിർണ്ണയകർത്താവിനോട് ആവശ്യപ്പെടുക.",
          ar: "احجز موعدًا للتحدث في اجتماع ناديك وقدّم عرضك ذا الدقائق الثلاث، ثم أجب عن أسئلة أعضاء يؤدّون دور المستثمرين والمستخدمين الأوائل، لمدة إجمالية من 4 إلى 6 دقائق. تناول المشكلة وأدلة مقابلاتك، والحل، والنموذج، وما تحقق حتى الآن، وطلبك. واطلب من المقيّم أن يدوّن ما كان واضحًا، وما كان مربكًا، وهل كان سيستجيب لطلبك.",
        },
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "What you will change",
          ml: "നിങ്ങൾ വരുത്തുന്ന മാറ്റങ്ങൾ",
          ar: "ما الذي ستغيّره",
        },
        description: {
          en: "Write down the feedback from your evaluator and the questions members asked. Which question surprised you, where did you lose the room's attention, and what three changes will you make before you pitch outside the club?",
          ml: "മൂല്യനിർണ്ണയകർത്താവിൽ നിന്നുള്ള അഭിപ്രായങ്ങളും അംഗങ്ങൾ ചോദിച്ച ചോദ്യങ്ങളും എഴുതുക. ഏതു ചോദ്യമാണ് നിങ്ങളെ അമ്പരപ്പിച്ചത്, എവിടെയാണ് സദസ്സിന്റെ ശ്രദ്ധ നഷ്ടപ്പെട്ടത്, ക്ലബ്ബിനു പുറത്ത് പിച്ച് ചെയ്യുന്നതിനു മുമ്പ് നിങ്ങൾ വരുത്തുന്ന മൂന്നു മാറ്റങ്ങൾ ഏതെല്ലാം?",
          ar: "دوّن ملاحظات المقيّم والأسئلة التي طرحها الأعضاء. أيّ سؤال فاجأك، وأين فقدت انتباه الحاضرين، وما التغييرات الثلاثة التي ستجريها قبل أن تقدّم عرضك خارج النادي؟",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "founder-8",
    journeySlug: "founder",
    number: 8,
    name: {
      en: "Mission 8: Funding and launch",
      ml: "മിഷൻ 8: ഫണ്ടിംഗും ലോഞ്ചും",
      ar: "المهمة 8: التمويل والإطلاق",
    },
    objective: {
      en: "Choose the funding route that fits your project, prepare a real application, and launch in public by presenting your project live to an audience.",
      ml: "നിങ്ങളുടെ പ്രോജക്റ്റിന് യോജിച്ച ഫണ്ടിംഗ് മാർഗ്ഗം തിരഞ്ഞെടുക്കുക, ഒരു യഥാർത്ഥ അപേക്ഷ തയ്യാറാക്കുക, ഒരു സദസ്സിനു മുന്നിൽ തത്സമയം പ്രോജക്റ്റ് അവതരിപ്പിച്ച് പരസ്യമായി ലോഞ്ച് ചെയ്യുക.",
      ar: "اختر طريق التمويل الذي يناسب مشروعك، وجهّز طلبًا حقيقيًا، وأطلق مشروعك علنًا بتقديمه مباشرةً أمام جمهور.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: grants, accelerators and investors",
          ml: "വായിക്കുക: ഗ്രാന്റുകൾ, ആക്സിലറേറ്ററുകൾ, നിക്ഷേപകർ",
          ar: "اقرأ: المنح ومسرّعات الأعمال والمستثمرون",
        },
        description: {
          en: "Ecosystem grants, such as the Ethereum Foundation's Ecosystem Support Program, and community rounds such as Gitcoin Grants fund useful work without taking ownership of your company; Gitcoin uses quadratic funding, where the number of people who donate counts for more than the size of each donation. Accelerators offer a cohort, mentors and a demo day, sometimes with a small investment in exchange for equity, while angels and venture funds buy a share of your company or its future tokens. Building in public means sharing progress, numbers and lessons openly and regularly, which earns trust before you ask for anything. Walk away from anyone who asks for an upfront fee to “guarantee” funding or an exchange listing, asks for your seed phrase, or pushes you to decide within hours.",
          ml: "Ethereum Foundation-ന്റെ Ecosystem Support Program പോലുള്ള ഇക്കോസിസ്റ്റം ഗ്രാന്റുകളും Gitcoin Grants പോലുള്ള കമ്മ്യൂണിറ്റി റൗണ്ടുകളും നിങ്ങളുടെ കമ്പനിയുടെ ഉടമസ്ഥാവകാശം എടുക്കാതെ ഉപകാരപ്രദമായ പ്രവർത്തനങ്ങൾക്ക് പണം നൽകുന്നു; Gitcoin ഉപയോഗിക്കുന്നത് ക്വാഡ്രാറ്റിക് ഫണ്ടിംഗ് ആണ്, അതിൽ ഓരോ സംഭാവനയുടെയും വലുപ്പത്തേക്കാൾ സംഭാവന നൽകുന്നവരുടെ എണ്ണത്തിനാണ് കൂടുതൽ പ്രാധാന്യം. ആക്സിലറേറ്ററുകൾ ഒരു ബാച്ച്, മെന്റർമാർ, ഡെമോ ഡേ എന്നിവ നൽകുന്നു, ചിലപ്പോൾ ഓഹരിക്കു പകരമായി ചെറിയൊരു നിക്ഷേപവും; ഏഞ്ചൽ നിക്ഷേപകരും വെഞ്ച്വർ ഫണ്ടുകളും നിങ്ങളുടെ കമ്പനിയുടെയോ അതിന്റെ ഭാവി ടോക്കണുകളുടെയോ ഒരു പങ്ക് വാങ്ങുന്നു. പരസ്യമായി നിർമ്മിക്കുക എന്നാൽ പുരോഗതിയും സംഖ്യകളും പാഠങ്ങളും തുറന്നും പതിവായും പങ്കുവെക്കുക എന്നാണ്; എന്തെങ്കിലും ആവശ്യപ്പെടുന്നതിനു മുമ്പേ അത് വിശ്വാസം നേടിത്തരുന്നു. ഫണ്ടിംഗോ എക്സ്ചേഞ്ച് ലിസ്റ്റിംഗോ “ഉറപ്പാക്കാൻ” മുൻകൂർ ഫീസ് ചോദിക്കുന്നവരിൽ നിന്നും, നിങ്ങളുടെ സീഡ് ഫ്രേസ് ചോദിക്കുന്നവരിൽ നിന്നും, മണിക്കൂറുകൾക്കുള്ളിൽ തീരുമാനിക്കാൻ നിർബന്ധിക്കുന്നവരിൽ നിന്നും അകന്നുനിൽക്കുക.",
          ar: "تموّل منح المنظومات، مثل برنامج دعم المنظومة (Ecosystem Support Program) التابع لمؤسسة Ethereum، والجولات المجتمعية مثل Gitcoin Grants، الأعمالَ المفيدة دون أن تأخذ حصة في ملكية شركتك؛ وتعتمد Gitcoin التمويل التربيعي، حيث يُحسب عدد المتبرعين أكثر من حجم كل تبرع. وتقدّم مسرّعات الأعمال دفعةً من المشاريع المشاركة وموجّهين ويوم عرض، وأحيانًا استثمارًا صغيرًا مقابل حصة في الشركة، في حين يشتري المستثمرون الملائكيون وصناديق رأس المال الجريء حصة في شركتك أو في رموزها المستقبلية. والبناء العلني يعني مشاركة التقدّم والأرقام والدروس بانفتاح وانتظام، وهو ما يكسبك الثقة قبل أن تطلب أي شيء. وابتعد عن كل من يطلب رسومًا مقدّمة “لضمان” التمويل أو الإدراج في منصة تداول، أو يطلب عبارة الاسترداد الخاصة بك، أو يضغط عليك لتقرّر خلال ساعات.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Check your understanding",
          ml: "നിങ്ങളുടെ ധാരണ പരിശോധിക്കുക",
          ar: "اختبر فهمك",
        },
        description: {
          en: "Answer these questions on the reading about funding routes, building in public and spotting scams. Some questions have more than one correct answer; you need three of four to pass.",
          ml: "ഫണ്ടിംഗ് മാർഗ്ഗങ്ങൾ, പരസ്യമായി നിർമ്മിക്കൽ, തട്ടിപ്പുകൾ തിരിച്ചറിയൽ എന്നിവയെക്കുറിച്ചുള്ള വായനയെ ആസ്പദമാക്കിയ ഈ ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. ചില ചോദ്യങ്ങൾക്ക് ഒന്നിലധികം ശരിയുത്തരങ്ങളുണ്ട്; വിജയിക്കാൻ നാലിൽ മൂന്നെണ്ണം ശരിയാകണം.",
          ar: "أجب عن هذه الأسئلة حول ما قرأته عن طرق التمويل والبناء العلني وكشف الاحتيال. لبعض الأسئلة أكثر من إجابة صحيحة، وتحتاج إلى ثلاث إجابات صحيحة من أربع للنجاح.",
        },
        quiz: {
          passMark: 3,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "How does a grant usually differ from an equity investment?",
                ml: "ഒരു ഗ്രാന്റ് സാധാരണയായി ഓഹരി നിക്ഷേപത്തിൽ നിന്ന് എങ്ങനെ വ്യത്യസ്തമാണ്?",
                ar: "كيف تختلف المنحة عادةً عن الاستثمار مقابل حصة في الشركة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A grant takes no ownership of your company; an equity investor buys a share",
                    ml: "ഗ്രാന്റ് നിങ്ങളുടെ കമ്പനിയുടെ ഉടമസ്ഥാവകാശം എടുക്കുന്നില്ല; ഓഹരി നിക്ഷേപകൻ ഒരു പങ്ക് വാങ്ങുന്നു",
                    ar: "المنحة لا تأخذ حصة في ملكية شركتك، أما المستثمر فيشتري حصة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A grant must be repaid with interest",
                    ml: "ഗ്രാന്റ് പലിശ സഹിതം തിരിച്ചടയ്ക്കണം",
                    ar: "يجب ردّ المنحة مع الفائدة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Grants are only for companies listed on a stock exchange",
                    ml: "ഓഹരി വിപണിയിൽ ലിസ്റ്റ് ചെയ്ത കമ്പനികൾക്ക് മാത്രമാണ് ഗ്രാന്റുകൾ",
                    ar: "المنح مخصّصة للشركات المدرجة في البورصة فقط",
                  },
                },
                {
                  id: "d",
                  text: { en: "There is no difference", ml: "ഒരു വ്യത്യാസവുമില്ല", ar: "لا فرق بينهما" },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Which are warning signs of a funding scam? Choose all that apply.",
                ml: "ഫണ്ടിംഗ് തട്ടിപ്പിന്റെ മുന്നറിയിപ്പ് സൂചനകൾ ഏതെല്ലാം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أيّ مما يلي من علامات الاحتيال في التمويل؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "An upfront fee to “guarantee” funding or an exchange listing",
                    ml: "ഫണ്ടിംഗോ എക്സ്ചേഞ്ച് ലിസ്റ്റിംഗോ “ഉറപ്പാക്കാൻ” മുൻകൂർ ഫീസ്",
                    ar: "رسوم مقدّمة “لضمان” التمويل أو الإدراج في منصة تداول",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A request for your seed phrase",
                    ml: "നിങ്ങളുടെ സീഡ് ഫ്രേസ് ആവശ്യപ്പെടൽ",
                    ar: "طلب عبارة الاسترداد الخاصة بك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A public application form with published criteria",
                    ml: "പ്രസിദ്ധീകരിച്ച മാനദണ്ഡങ്ങളുള്ള ഒരു പൊതു അപേക്ഷാ ഫോം",
                    ar: "استمارة تقديم عامة بمعايير منشورة",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Pressure to decide within hours",
                    ml: "മണിക്കൂറുകൾക്കുള്ളിൽ തീരുമാനിക്കാനുള്ള സമ്മർദ്ദം",
                    ar: "الضغط عليك لتقرّر خلال ساعات",
                  },
                },
              ],
              correct: ["a", "b", "d"],
            },
            {
              id: "q3",
              prompt: {
                en: "What does building in public mean?",
                ml: "പരസ്യമായി നിർമ്മിക്കുക എന്നതിന്റെ അർത്ഥം എന്താണ്?",
                ar: "ما معنى البناء العلني؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Sharing progress, numbers and lessons openly and regularly",
                    ml: "പുരോഗതിയും സംഖ്യകളും പാഠങ്ങളും തുറന്നും പതിവായും പങ്കുവെക്കൽ",
                    ar: "مشاركة التقدّم والأرقام والدروس بانفتاح وانتظام",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Building only on public blockchains",
                    ml: "പൊതു ബ്ലോക്ക്‌ചെയിനുകളിൽ മാത്രം നിർമ്മിക്കൽ",
                    ar: "البناء على البلوكتشين العامة فقط",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Publishing your private keys",
                    ml: "നിങ്ങളുടെ പ്രൈവറ്റ് കീകൾ പ്രസിദ്ധീകരിക്കൽ",
                    ar: "نشر مفاتيحك الخاصة",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Working only in public places such as libraries",
                    ml: "ലൈബ്രറികൾ പോലുള്ള പൊതു സ്ഥലങ്ങളിൽ മാത്രം ജോലി ചെയ്യൽ",
                    ar: "العمل في الأماكن العامة فقط مثل المكتبات",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "In Gitcoin's quadratic funding, what counts most towards a project's share of the matching funds?",
                ml: "Gitcoin-ന്റെ ക്വാഡ്രാറ്റിക് ഫണ്ടിംഗിൽ, മാച്ചിംഗ് ഫണ്ടിൽ നിന്ന് ഒരു പ്രോജക്റ്റിനു ലഭിക്കുന്ന പങ്കിൽ ഏറ്റവും പ്രധാനം എന്താണ്?",
                ar: "في التمويل التربيعي لدى Gitcoin، ما الذي يُحسب أكثر من غيره في حصة المشروع من أموال المطابقة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The number of different people who donate",
                    ml: "സംഭാവന നൽകുന്ന വ്യത്യസ്ത ആളുകളുടെ എണ്ണം",
                    ar: "عدد الأشخاص المختلفين الذين يتبرعون",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The size of the single largest donation",
                    ml: "ഏറ്റവും വലിയ ഒരൊറ്റ സംഭാവനയുടെ വലുപ്പം",
                    ar: "حجم أكبر تبرع منفرد",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "How many tokens the team holds",
                    ml: "ടീമിന്റെ കൈവശമുള്ള ടോക്കണുകളുടെ എണ്ണം",
                    ar: "عدد الرموز التي يملكها الفريق",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "How early the project applied",
                    ml: "പ്രോജക്റ്റ് എത്ര നേരത്തെ അപേക്ഷിച്ചു എന്നത്",
                    ar: "مدى تبكير المشروع في التقديم",
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
          en: "Your funding map",
          ml: "നിങ്ങളുടെ ഫണ്ടിംഗ് മാപ്പ്",
          ar: "خريطة تمويلك",
        },
        description: {
          en: "In Google Sheets or Notion, list at least five real funding opportunities that fit your project and stage: grants from the chain you built on, Gitcoin rounds, accelerators, start-up programmes near you and angel networks. For each, note the amount, what they take in return (nothing, equity or tokens), who is eligible, the deadline and the link. Choose the one you will apply to first and draft your answers to its application questions; do not submit until you are ready.",
          ml: "നിങ്ങളുടെ പ്രോജക്റ്റിനും അതിന്റെ ഘട്ടത്തിനും യോജിച്ച അഞ്ച് യഥാർത്ഥ ഫണ്ടിംഗ് അവസരങ്ങളെങ്കിലും Google Sheets-ലോ Notion-ലോ പട്ടികപ്പെടുത്തുക: നിങ്ങൾ നിർമ്മിച്ച ചെയിനിന്റെ ഗ്രാന്റുകൾ, Gitcoin റൗണ്ടുകൾ, ആക്സിലറേറ്ററുകൾ, നിങ്ങളുടെ സമീപത്തെ സ്റ്റാർട്ടപ്പ് പ്രോഗ്രാമുകൾ, ഏഞ്ചൽ നിക്ഷേപക ശൃംഖലകൾ. ഓരോന്നിനും തുക, പകരം അവർ എന്തു വാങ്ങുന്നു (ഒന്നുമില്ല, ഓഹരി, അല്ലെങ്കിൽ ടോക്കണുകൾ), ആർക്കാണ് അർഹത, അവസാന തീയതി, ലിങ്ക് എന്നിവ രേഖപ്പെടുത്തുക. ആദ്യം അപേക്ഷിക്കുന്നത് ഏതിനാണെന്ന് തിരഞ്ഞെടുത്ത് അതിന്റെ അപേക്ഷാ ചോദ്യങ്ങൾക്കുള്ള ഉത്തരങ്ങളുടെ കരട് തയ്യാറാക്കുക; തയ്യാറാകുന്നതുവരെ സമർപ്പിക്കരുത്.",
          ar: "اكتب في Google Sheets أو Notion خمس فرص تمويل حقيقية على الأقل تناسب مشروعك ومرحلته: منح الشبكة التي بنيت عليها، وجولات Gitcoin، ومسرّعات الأعمال، وبرامج الشركات الناشئة القريبة منك، وشبكات المستثمرين الملائكيين. دوّن لكل منها المبلغ، وما تأخذه في المقابل (لا شيء أو حصة أو رموز)، ومن يحق له التقديم، والموعد النهائي، والرابط. ثم اختر الفرصة التي ستتقدّم إليها أولًا واكتب مسودة إجاباتك عن أسئلة طلبها، ولا تقدّمه قبل أن تكون مستعدًا.",
        },
        asks: {
          en: "A link to your funding map; here, the name of your first choice and your draft answer to its first application question.",
          ml: "നിങ്ങളുടെ ഫണ്ടിംഗ് മാപ്പിന്റെ ലിങ്ക്; ഇവിടെ, നിങ്ങളുടെ ആദ്യ തിരഞ്ഞെടുപ്പിന്റെ പേരും അതിന്റെ ആദ്യ അപേക്ഷാ ചോദ്യത്തിനുള്ള ഉത്തരത്തിന്റെ കരടും.",
          ar: "رابط خريطة تمويلك، واكتب هنا اسم خيارك الأول ومسودة إجابتك عن أول سؤال في طلبه.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Start building in public",
          ml: "പരസ്യമായി നിർമ്മിക്കാൻ തുടങ്ങുക",
          ar: "ابدأ البناء العلني",
        },
        description: {
          en: "Publish your first weekly build update on X, Farcaster or a free Paragraph blog: what you built this week, one number (interviews done, testnet users or sign-ups), one lesson and what comes next. Use your identity name from Mission 1 and tag your club. Choose a fixed day for your next updates and keep to it.",
          ml: "X-ലോ Farcaster-ലോ സൗജന്യ Paragraph ബ്ലോഗിലോ നിങ്ങളുടെ ആദ്യ പ്രതിവാര അപ്ഡേറ്റ് പ്രസിദ്ധീകരിക്കുക: ഈ ആഴ്ച നിങ്ങൾ നിർമ്മിച്ചത്, ഒരു സംഖ്യ (നടത്തിയ അഭിമുഖങ്ങൾ, ടെസ്റ്റ്‌നെറ്റ് ഉപയോക്താക്കൾ അല്ലെങ്കിൽ സൈൻ-അപ്പുകൾ), ഒരു പാഠം, അടുത്തതായി എന്ത്. മിഷൻ 1-ലെ നിങ്ങളുടെ ഐഡന്റിറ്റി പേര് ഉപയോഗിക്കുക, നിങ്ങളുടെ ക്ലബ്ബിനെ ടാഗ് ചെയ്യുക. തുടർന്നുള്ള അപ്ഡേറ്റുകൾക്കായി ഒരു നിശ്ചിത ദിവസം തിരഞ്ഞെടുത്ത് അത് പാലിക്കുക.",
          ar: "انشر أول تحديث أسبوعي لمشروعك على X أو Farcaster أو مدونة مجانية على Paragraph: ما بنيته هذا الأسبوع، ورقمًا واحدًا (المقابلات المنجزة أو مستخدمو شبكة الاختبار أو التسجيلات)، ودرسًا واحدًا، وما هو التالي. استخدم اسم هويتك من المهمة 1 وأشِر إلى ناديك. واختر يومًا ثابتًا لتحديثاتك القادمة والتزم به.",
        },
        asks: {
          en: "A link to your published update.",
          ml: "പ്രസിദ്ധീകരിച്ച അപ്ഡേറ്റിന്റെ ലിങ്ക്.",
          ar: "رابط التحديث المنشور.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "5",
        kind: "evidence",
        speaking: true,
        name: {
          en: "Host a launch session",
          ml: "ലോഞ്ച് സെഷൻ നടത്തുക",
          ar: "استضف جلسة الإطلاق",
        },
        description: {
          en: "Host a 20 to 30 minute live session about your project on an X Space, a Discord stage or a free video call, and invite the people you interviewed, your club and your followers. Present the project for about five minutes, then take questions and invite listeners to try your testnet MVP. Record it (the host can record an X Space; for Discord or a video call, use the free OBS Studio and upload the file to YouTube as unlisted) and note the questions you could not answer.",
          ml: "X Space-ലോ Discord സ്റ്റേജിലോ സൗജന്യ വീഡിയോ കോളിലോ നിങ്ങളുടെ പ്രോജക്റ്റിനെക്കുറിച്ച് 20 മുതൽ 30 മിനിറ്റ് വരെയുള്ള ഒരു തത്സമയ സെഷൻ നടത്തുക, നിങ്ങൾ അഭിമുഖം നടത്തിയവരെയും ക്ലബ്ബിനെയും ഫോളോവേഴ്സിനെയും ക്ഷണിക്കുക. ഏകദേശം അഞ്ചു മിനിറ്റ് പ്രോജക്റ്റ് അവതരിപ്പിക്കുക, തുടർന്ന് ചോദ്യങ്ങൾ സ്വീകരിച്ച് നിങ്ങളുടെ ടെസ്റ്റ്‌നെറ്റ് MVP പരീക്ഷിക്കാൻ കേൾവിക്കാരെ ക്ഷണിക്കുക. സെഷൻ റെക്കോർഡ് ചെയ്യുക (X Space ഹോസ്റ്റിന് റെക്കോർഡ് ചെയ്യാം; Discord-നോ വീഡിയോ കോളിനോ സൗജന്യ OBS Studio ഉപയോഗിച്ച് ഫയൽ അൺലിസ്റ്റഡ് ആയി YouTube-ൽ അപ്‌ലോഡ് ചെയ്യുക), ഉത്തരം നൽകാൻ കഴിയാതിരുന്ന ചോദ്യങ്ങൾ കുറിച്ചുവെക്കുക.",
          ar: "استضف جلسة مباشرة من 20 إلى 30 دقيقة عن مشروعك في X Space أو على منصة Discord (Stage) أو في مكالمة فيديو مجانية، وادعُ من حاورتهم وناديك ومتابعيك. قدّم المشروع في نحو خمس دقائق، ثم أجب عن الأسئلة وادعُ المستمعين إلى تجربة نسختك الأولية على شبكة الاختبار. سجّل الجلسة (يستطيع المضيف تسجيل X Space، أما في Discord أو مكالمة الفيديو فاستخدم برنامج OBS Studio المجاني وارفع الملف على YouTube كفيديو غير مُدرج)، ودوّن الأسئلة التي لم تستطع الإجابة عنها.",
        },
        asks: {
          en: "A link to the recording of your session, and a short note: how many attended and the best question you were asked.",
          ml: "നിങ്ങളുടെ സെഷന്റെ റെക്കോർഡിംഗിന്റെ ലിങ്ക്, ഒപ്പം ഒരു ചെറിയ കുറിപ്പ്: എത്ര പേർ പങ്കെടുത്തു, നിങ്ങളോട് ചോദിച്ച ഏറ്റവും നല്ല ചോദ്യം ഏത്.",
          ar: "رابط تسجيل جلستك، وملاحظة قصيرة: كم شخصًا حضر، وما أفضل سؤال طُرح عليك.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "Your next 90 days",
          ml: "അടുത്ത 90 ദിവസം",
          ar: "الأيام التسعون القادمة",
        },
        description: {
          en: "Write your plan for the next 90 days: the funding route you chose and why, the milestones you must reach to earn it, and how you will keep building in public. Say honestly what would make you change direction or stop, and who you will ask for help.",
          ml: "അടുത്ത 90 ദിവസത്തേക്കുള്ള നിങ്ങളുടെ പദ്ധതി എഴുതുക: നിങ്ങൾ തിരഞ്ഞെടുത്ത ഫണ്ടിംഗ് മാർഗ്ഗവും അതിന്റെ കാരണവും, അത് നേടാൻ എത്തിച്ചേരേണ്ട നാഴികക്കല്ലുകൾ, പരസ്യമായി നിർമ്മിക്കുന്നത് എങ്ങനെ തുടരും എന്നിവ. ദിശ മാറ്റാനോ നിർത്താനോ നിങ്ങളെ പ്രേരിപ്പിക്കുന്നത് എന്തായിരിക്കുമെന്നും ആരോടാണ് സഹായം ചോദിക്കുകയെന്നും സത്യസന്ധമായി പറയുക.",
          ar: "اكتب خطتك للأيام التسعين القادمة: طريق التمويل الذي اخترته ولماذا، والمحطات التي يجب أن تبلغها لتستحقه، وكيف ستواصل البناء العلني. وقل بصدق ما الذي قد يدفعك إلى تغيير الاتجاه أو التوقف، وممّن ستطلب المساعدة.",
        },
        minLength: 250,
      },
    ],
  },
];
