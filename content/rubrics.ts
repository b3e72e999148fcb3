// The rubrics evaluators score speeches by (issue 33, ADR 034): written for this programme, in
// English, Malayalam and Arabic. A rubric is shown in the reader's language; an evaluation's
// own words stay as its evaluator wrote them.
import type { Rubric } from "../contract/evaluations.ts";
import type { Locale } from "../contract/locales.ts";

/** One text in each language. */
type Said3 = Readonly<Record<Locale, string>>;

export interface RubricCriterionContent {
  id: string;
  name: Said3;
  /** What levels 1 (beginning) to 5 (exemplary) look like, in that order. */
  levels: readonly [Said3, Said3, Said3, Said3, Said3];
}

export interface RubricContent {
  id: string;
  name: Said3;
  criteria: readonly RubricCriterionContent[];
}

/** The rubric every speech is scored by unless its mission names another. */
export const DEFAULT_RUBRIC = "standard";

const standard: RubricContent = {
  id: DEFAULT_RUBRIC,
  name: {
    en: "Standard speech evaluation",
    ml: "സാധാരണ പ്രസംഗ വിലയിരുത്തൽ",
    ar: "تقييم الخطاب القياسي",
  },
  criteria: [
    {
      id: "clarity",
      name: { en: "Clarity", ml: "വ്യക്തത", ar: "الوضوح" },
      levels: [
        {
          en: "The main message is hard to find; listeners leave unsure what the speech was about.",
          ml: "പ്രധാന സന്ദേശം കണ്ടെത്താൻ പ്രയാസം; പ്രസംഗം എന്തിനെക്കുറിച്ചായിരുന്നു എന്ന് കേൾവിക്കാർക്ക് ഉറപ്പില്ല.",
          ar: "يصعب العثور على الرسالة الرئيسية، ويخرج المستمعون غير متأكدين من موضوع الخطاب.",
        },
        {
          en: "The topic is clear, but the main point is vague or lost among side remarks.",
          ml: "വിഷയം വ്യക്തമാണ്, പക്ഷേ പ്രധാന ആശയം അവ്യക്തമോ ഇടയ്ക്കുള്ള പരാമർശങ്ങൾക്കിടയിൽ നഷ്ടപ്പെട്ടതോ ആണ്.",
          ar: "الموضوع واضح، لكن الفكرة الرئيسية مبهمة أو ضائعة بين الاستطرادات.",
        },
        {
          en: "The main point is clear, in words and examples most listeners follow easily.",
          ml: "പ്രധാന ആശയം വ്യക്തമാണ്; മിക്ക കേൾവിക്കാർക്കും എളുപ്പം പിന്തുടരാവുന്ന വാക്കുകളും ഉദാഹരണങ്ങളും.",
          ar: "الفكرة الرئيسية واضحة، بكلمات وأمثلة يتابعها معظم المستمعين بسهولة.",
        },
        {
          en: "A clear, memorable message, supported by well-chosen examples and plain language.",
          ml: "വ്യക്തവും ഓർമ്മയിൽ നിൽക്കുന്നതുമായ സന്ദേശം; നന്നായി തിരഞ്ഞെടുത്ത ഉദാഹരണങ്ങളും ലളിതമായ ഭാഷയും അതിനെ താങ്ങുന്നു.",
          ar: "رسالة واضحة لا تُنسى، تدعمها أمثلة مختارة بعناية ولغة بسيطة.",
        },
        {
          en: "Every sentence serves one sharp message that listeners could repeat in their own words.",
          ml: "ഓരോ വാക്യവും മൂർച്ചയുള്ള ഒരൊറ്റ സന്ദേശത്തെ സേവിക്കുന്നു; കേൾവിക്കാർക്ക് അത് സ്വന്തം വാക്കുകളിൽ ആവർത്തിക്കാനാകും.",
          ar: "كل جملة تخدم رسالة واحدة حادة يستطيع المستمعون إعادتها بكلماتهم.",
        },
      ],
    },
    {
      id: "structure",
      name: { en: "Structure", ml: "ഘടന", ar: "البنية" },
      levels: [
        {
          en: "No recognisable opening, body or close; ideas come in no clear order.",
          ml: "തിരിച്ചറിയാവുന്ന തുടക്കമോ ഉള്ളടക്കമോ സമാപനമോ ഇല്ല; ആശയങ്ങൾ വ്യക്തമായ ക്രമമില്ലാതെ വരുന്നു.",
          ar: "لا مقدمة ولا عرض ولا خاتمة واضحة؛ تأتي الأفكار بلا ترتيب واضح.",
        },
        {
          en: "The opening or the close is missing, and the jumps between ideas are hard to follow.",
          ml: "തുടക്കമോ സമാപനമോ ഇല്ല; ആശയങ്ങൾക്കിടയിലുള്ള ചാട്ടങ്ങൾ പിന്തുടരാൻ പ്രയാസം.",
          ar: "تنقص المقدمة أو الخاتمة، ويصعب تتبّع القفزات بين الأفكار.",
        },
        {
          en: "A clear opening, body and close, though some transitions are abrupt.",
          ml: "വ്യക്തമായ തുടക്കവും ഉള്ളടക്കവും സമാപനവും ഉണ്ട്, ചില മാറ്റങ്ങൾ പെട്ടെന്നായിരുന്നെങ്കിലും.",
          ar: "مقدمة وعرض وخاتمة واضحة، وإن كانت بعض الانتقالات مفاجئة.",
        },
        {
          en: "A strong opening and close, with transitions that lead listeners from point to point.",
          ml: "ശക്തമായ തുടക്കവും സമാപനവും; ഓരോ ആശയത്തിൽ നിന്നും അടുത്തതിലേക്ക് കേൾവിക്കാരെ നയിക്കുന്ന കണ്ണികൾ.",
          ar: "مقدمة وخاتمة قويتان، وانتقالات تقود المستمعين من فكرة إلى أخرى.",
        },
        {
          en: "The structure carries the message: a gripping opening, a logical build and a close that lands.",
          ml: "ഘടന തന്നെ സന്ദേശം വഹിക്കുന്നു: പിടിച്ചിരുത്തുന്ന തുടക്കം, യുക്തിപൂർവമായ വളർച്ച, മനസ്സിൽ പതിയുന്ന സമാപനം.",
          ar: "البنية تحمل الرسالة: مقدمة آسرة، وتصاعد منطقي، وخاتمة تترك أثرها.",
        },
      ],
    },
    {
      id: "vocal-variety",
      name: { en: "Vocal variety", ml: "ശബ്ദവൈവിധ്യം", ar: "تنوّع الصوت" },
      levels: [
        {
          en: "Hard to hear or monotonous throughout; pace and pitch never change.",
          ml: "മുഴുവൻ സമയവും കേൾക്കാൻ പ്രയാസമോ ഏകതാനമോ; വേഗവും സ്വരവും ഒരിക്കലും മാറുന്നില്ല.",
          ar: "يصعب سماعه أو رتيب طوال الوقت؛ لا تتغير السرعة ولا طبقة الصوت أبدًا.",
        },
        {
          en: "Audible, but pace, volume and pitch rarely change to match what is said.",
          ml: "കേൾക്കാം, പക്ഷേ പറയുന്നതിനനുസരിച്ച് വേഗവും ഉച്ചവും സ്വരവും അപൂർവമായേ മാറുന്നുള്ളൂ.",
          ar: "مسموع، لكن السرعة والعلوّ وطبقة الصوت نادرًا ما تتغير لتناسب ما يُقال.",
        },
        {
          en: "Clear and audible, with some changes of pace and volume to stress key points.",
          ml: "വ്യക്തവും കേൾക്കാവുന്നതും; പ്രധാന കാര്യങ്ങൾക്ക് ഊന്നൽ നൽകാൻ വേഗത്തിലും ഉച്ചത്തിലും ചില മാറ്റങ്ങൾ.",
          ar: "واضح ومسموع، مع بعض التغيير في السرعة والعلوّ لإبراز النقاط المهمة.",
        },
        {
          en: "Pace, volume, pitch and pauses are varied on purpose and add meaning.",
          ml: "വേഗം, ഉച്ചം, സ്വരം, നിർത്തലുകൾ എന്നിവ ബോധപൂർവം മാറ്റുന്നു; അവ അർത്ഥം കൂട്ടുന്നു.",
          ar: "تتنوع السرعة والعلوّ وطبقة الصوت والوقفات عن قصد فتضيف إلى المعنى.",
        },
        {
          en: "The voice is a tool: pauses, emphasis and tone bring every idea to life.",
          ml: "ശബ്ദം ഒരു ഉപകരണമാണ്: നിർത്തലുകളും ഊന്നലും സ്വരഭേദവും ഓരോ ആശയത്തിനും ജീവൻ നൽകുന്നു.",
          ar: "الصوت أداة: الوقفات والتشديد والنبرة تبث الحياة في كل فكرة.",
        },
      ],
    },
    {
      id: "body-language",
      name: { en: "Body language", ml: "ശരീരഭാഷ", ar: "لغة الجسد" },
      levels: [
        {
          en: "Little eye contact; gestures or movement distract from the message.",
          ml: "കേൾവിക്കാരുടെ കണ്ണുകളിലേക്ക് നോക്കുന്നത് വളരെ കുറവ്; ആംഗ്യങ്ങളോ ചലനങ്ങളോ സന്ദേശത്തിൽ നിന്ന് ശ്രദ്ധ തിരിക്കുന്നു.",
          ar: "تواصل بصري قليل؛ الإيماءات أو الحركة تشتّت الانتباه عن الرسالة.",
        },
        {
          en: "Some eye contact, but posture or nervous habits draw attention away.",
          ml: "കുറച്ചൊക്കെ നേത്രസമ്പർക്കമുണ്ട്, പക്ഷേ നിൽപ്പോ പരിഭ്രമശീലങ്ങളോ ശ്രദ്ധ മാറ്റുന്നു.",
          ar: "بعض التواصل البصري، لكن الوقفة أو العادات العصبية تصرف الانتباه.",
        },
        {
          en: "Steady posture and eye contact with most of the room; gestures look natural.",
          ml: "ഉറച്ച നിൽപ്പ്, സദസ്സിലെ മിക്കവരുമായും നേത്രസമ്പർക്കം; ആംഗ്യങ്ങൾ സ്വാഭാവികം.",
          ar: "وقفة ثابتة وتواصل بصري مع معظم الحاضرين؛ الإيماءات تبدو طبيعية.",
        },
        {
          en: "Purposeful gestures, movement and expressions reinforce what is being said.",
          ml: "ലക്ഷ്യബോധമുള്ള ആംഗ്യങ്ങളും ചലനങ്ങളും മുഖഭാവങ്ങളും പറയുന്നതിനെ ബലപ്പെടുത്തുന്നു.",
          ar: "إيماءات وحركة وتعابير هادفة تعزّز ما يُقال.",
        },
        {
          en: "Body, face and voice tell one story; the speaker owns the space with confidence.",
          ml: "ശരീരവും മുഖവും ശബ്ദവും ഒരേ കഥ പറയുന്നു; പ്രസംഗകൻ ആത്മവിശ്വാസത്തോടെ വേദി സ്വന്തമാക്കുന്നു.",
          ar: "الجسد والوجه والصوت تروي قصة واحدة؛ يملك المتحدث المكان بثقة.",
        },
      ],
    },
    {
      id: "use-of-time",
      name: { en: "Use of time", ml: "സമയവിനിയോഗം", ar: "إدارة الوقت" },
      levels: [
        {
          en: "Far outside the time given: well short of the green light, or past the red light and its grace.",
          ml: "അനുവദിച്ച സമയത്തിന് ഏറെ പുറത്ത്: പച്ച വെളിച്ചത്തിന് വളരെ മുമ്പേ നിർത്തി, അല്ലെങ്കിൽ ചുവപ്പ് വെളിച്ചവും അധിക സമയവും കടന്നു.",
          ar: "بعيد جدًا عن الوقت المحدد: انتهى قبل الضوء الأخضر بكثير، أو تجاوز الضوء الأحمر ومهلته.",
        },
        {
          en: "Just outside the time given, or rushed at the end to fit into it.",
          ml: "അനുവദിച്ച സമയത്തിന് അല്പം പുറത്ത്, അല്ലെങ്കിൽ സമയത്തിൽ ഒതുക്കാൻ അവസാനം തിടുക്കപ്പെട്ടു.",
          ar: "خارج الوقت المحدد بقليل، أو استعجال في النهاية للالتزام به.",
        },
        {
          en: "Within the time given, though some parts felt rushed or stretched.",
          ml: "അനുവദിച്ച സമയത്തിനുള്ളിൽ, ചില ഭാഗങ്ങൾ തിടുക്കത്തിലോ നീട്ടിവലിച്ചോ തോന്നിയെങ്കിലും.",
          ar: "ضمن الوقت المحدد، وإن بدت بعض الأجزاء مستعجلة أو مطوّلة.",
        },
        {
          en: "Within the time given, with each part getting the time it deserved.",
          ml: "അനുവദിച്ച സമയത്തിനുള്ളിൽ; ഓരോ ഭാഗത്തിനും അർഹിക്കുന്ന സമയം ലഭിച്ചു.",
          ar: "ضمن الوقت المحدد، ونال كل جزء ما يستحقه من وقت.",
        },
        {
          en: "On time at a natural, unhurried pace, with every minute put to good use.",
          ml: "സ്വാഭാവികവും തിടുക്കമില്ലാത്തതുമായ വേഗത്തിൽ കൃത്യസമയത്ത് തീർത്തു; ഓരോ മിനിറ്റും നന്നായി ഉപയോഗിച്ചു.",
          ar: "في الوقت المحدد بإيقاع طبيعي غير متعجّل، مع استثمار كل دقيقة.",
        },
      ],
    },
  ],
};

export const rubrics: Readonly<Record<string, RubricContent>> = { [DEFAULT_RUBRIC]: standard };

/** A rubric's content by id (an unknown id: the default, so an old evaluation still shows). */
export const rubricContent = (id: string): RubricContent => rubrics[id] ?? standard;

/** The criteria ids of a rubric, in order. */
export const criteriaOf = (id: string): string[] =>
  rubricContent(id).criteria.map((criterion) => criterion.id);

/** A rubric in the reader's language. */
export function rubricIn(id: string, locale: Locale): Rubric {
  const rubric = rubricContent(id);
  return {
    id: rubric.id,
    name: rubric.name[locale],
    criteria: rubric.criteria.map((criterion) => ({
      id: criterion.id,
      name: criterion.name[locale],
      levels: criterion.levels.map((level, index) => ({
        level: index + 1,
        description: level[locale],
      })),
    })),
  };
}
