import type { CurriculumMission } from "./types.ts";

// Missions 3 to 8 of the Trader journey, following its module lines (content/journeys.ts).
// Everything is done with free tools, paper trading and testnets: no step asks for real funds,
// and none asks for a seed phrase or a private key.

/** Missions 3 to 8 of the trader journey (issue 34). */
export const traderCurriculum: readonly CurriculumMission[] = [
  {
    id: "trader-3",
    journeySlug: "trader",
    number: 3,
    name: {
      en: "Mission 3: Market structure",
      ml: "മിഷൻ 3: വിപണി ഘടന",
      ar: "المهمة 3: بنية السوق",
    },
    objective: {
      en: "Read an order book, explain liquidity, spreads and slippage, and compare a trade on a centralised exchange with the same trade on a decentralised one.",
      ml: "ഒരു ഓർഡർ ബുക്ക് വായിക്കാനും ലിക്വിഡിറ്റി, സ്പ്രെഡ്, സ്ലിപ്പേജ് എന്നിവ വിശദീകരിക്കാനും ഒരു കേന്ദ്രീകൃത എക്സ്ചേഞ്ചിലെ ട്രേഡിനെ വികേന്ദ്രീകൃത എക്സ്ചേഞ്ചിലെ അതേ ട്രേഡുമായി താരതമ്യം ചെയ്യാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من قراءة دفتر الأوامر، وشرح السيولة والفرق السعري والانزلاق السعري، ومقارنة صفقة على منصة مركزية بالصفقة نفسها على منصة لامركزية.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: how a market is built",
          ml: "വായിക്കുക: ഒരു വിപണി എങ്ങനെ രൂപപ്പെടുന്നു",
          ar: "اقرأ: كيف يُبنى السوق",
        },
        description: {
          en: "Read the free guides on order books and the bid-ask spread in Binance Academy or Investopedia, and the concepts overview in the Uniswap docs. Note what bid, ask, spread, market order, limit order, depth and slippage mean. On a centralised exchange a company matches buyers and sellers in its order book and holds your deposits; on an AMM-based decentralised exchange you trade from your own wallet against a liquidity pool, and the ratio of the tokens in the pool sets the price.",
          ml: "Binance Academy-യിലോ Investopedia-യിലോ ഓർഡർ ബുക്കുകളെയും ബിഡ്-ആസ്ക് സ്പ്രെഡിനെയും കുറിച്ചുള്ള സൗജന്യ ലേഖനങ്ങളും Uniswap ഡോക്സിലെ ആശയങ്ങളുടെ അവലോകനവും വായിക്കുക. ബിഡ്, ആസ്ക്, സ്പ്രെഡ്, മാർക്കറ്റ് ഓർഡർ, ലിമിറ്റ് ഓർഡർ, ഡെപ്ത്, സ്ലിപ്പേജ് എന്നിവയുടെ അർത്ഥം കുറിച്ചുവെക്കുക. കേന്ദ്രീകൃത എക്സ്ചേഞ്ചിൽ ഒരു കമ്പനി അതിന്റെ ഓർഡർ ബുക്കിൽ വാങ്ങുന്നവരെയും വിൽക്കുന്നവരെയും പൊരുത്തപ്പെടുത്തുകയും നിങ്ങളുടെ നിക്ഷേപങ്ങൾ കൈവശം വെക്കുകയും ചെയ്യുന്നു; AMM അടിസ്ഥാനമാക്കിയ വികേന്ദ്രീകൃത എക്സ്ചേഞ്ചിൽ നിങ്ങൾ സ്വന്തം വാലറ്റിൽ നിന്ന് ഒരു ലിക്വിഡിറ്റി പൂളുമായി ട്രേഡ് ചെയ്യുന്നു, പൂളിലെ ടോക്കണുകളുടെ അനുപാതമാണ് വില നിശ്ചയിക്കുന്നത്.",
          ar: "اقرأ الأدلة المجانية عن دفاتر الأوامر والفرق بين سعري العرض والطلب في Binance Academy أو Investopedia، ونظرة المفاهيم العامة في توثيق Uniswap. دوّن معنى كلٍّ من سعر الطلب (bid) وسعر العرض (ask) والفرق السعري وأمر السوق والأمر المحدد والعمق والانزلاق السعري. في المنصة المركزية تطابق شركةٌ بين المشترين والبائعين في دفتر أوامرها وتحتفظ بودائعك، أما في المنصة اللامركزية القائمة على صانع السوق الآلي (AMM) فتتداول من محفظتك مباشرة مقابل مجمّع سيولة، وتحدّد نسبةُ الرموز في المجمّع السعرَ.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Read a live order book",
          ml: "തത്സമയ ഓർഡർ ബുക്ക് വായിക്കുക",
          ar: "اقرأ دفتر أوامر مباشرًا",
        },
        description: {
          en: "Open a coin such as ETH on CoinGecko (free, no account needed) and go to its Markets tab, which lists each exchange's spread and its +2% and -2% depth. Pick one large and one small exchange for the same pair and write down the price, the spread and the depth of each, with the date and time. Then say which venue a large order would move more, and why.",
          ml: "CoinGecko-യിൽ (സൗജന്യം, അക്കൗണ്ട് ആവശ്യമില്ല) ETH പോലുള്ള ഒരു കോയിൻ തുറന്ന് അതിന്റെ Markets ടാബിലേക്ക് പോകുക; അവിടെ ഓരോ എക്സ്ചേഞ്ചിന്റെയും സ്പ്രെഡും +2%, -2% ഡെപ്ത്തും കാണാം. ഒരേ ജോഡിക്ക് ഒരു വലിയ എക്സ്ചേഞ്ചും ഒരു ചെറിയ എക്സ്ചേഞ്ചും തിരഞ്ഞെടുത്ത് ഓരോന്നിന്റെയും വില, സ്പ്രെഡ്, ഡെപ്ത് എന്നിവ തീയതിയും സമയവും സഹിതം എഴുതുക. ഒരു വലിയ ഓർഡർ ഏത് എക്സ്ചേഞ്ചിൽ വിലയെ കൂടുതൽ ചലിപ്പിക്കുമെന്നും എന്തുകൊണ്ടെന്നും പറയുക.",
          ar: "افتح عملة مثل ETH على CoinGecko (مجاني ولا يحتاج إلى حساب) وانتقل إلى تبويب Markets الذي يعرض لكل منصة فرقها السعري وعمقها عند +2% و-2%. اختر منصة كبيرة وأخرى صغيرة للزوج نفسه، ودوّن السعر والفرق السعري والعمق لكلٍّ منهما مع التاريخ والوقت. ثم بيّن في أي المنصتين سيحرّك أمرٌ كبير السعرَ أكثر، ولماذا.",
        },
        asks: {
          en: "The pair, the two exchanges and, for each, the price, spread and ±2% depth you recorded with the time, and your answer on which venue a large order would move more.",
          ml: "ജോഡി, രണ്ട് എക്സ്ചേഞ്ചുകൾ, ഓരോന്നിനും നിങ്ങൾ സമയം സഹിതം രേഖപ്പെടുത്തിയ വില, സ്പ്രെഡ്, ±2% ഡെപ്ത്, ഒരു വലിയ ഓർഡർ ഏത് എക്സ്ചേഞ്ചിൽ വിലയെ കൂടുതൽ ചലിപ്പിക്കുമെന്ന നിങ്ങളുടെ ഉത്തരം.",
          ar: "الزوج والمنصتان، ولكلٍّ منهما السعر والفرق السعري والعمق عند ±2% كما سجّلتها مع الوقت، وجوابك عن المنصة التي سيحرّك فيها أمرٌ كبير السعرَ أكثر.",
        },
        link: "none",
        text: "required",
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Quote the same trade on a DEX",
          ml: "ഒരു DEX-ൽ അതേ ട്രേഡിന്റെ നിരക്ക് നോക്കുക",
          ar: "اطلب تسعيرة الصفقة نفسها على منصة لامركزية",
        },
        description: {
          en: "Open app.uniswap.org in your browser: it shows a quote without connecting a wallet. Enter a swap of 100 USDC to ETH on Ethereum, then of 1,000,000 USDC, and note the rate, the network fee and the price impact of each. Compare both with the CoinGecko price from the last step. Do not confirm any swap: this step only reads quotes.",
          ml: "ബ്രൗസറിൽ app.uniswap.org തുറക്കുക: വാലറ്റ് ബന്ധിപ്പിക്കാതെ തന്നെ അത് നിരക്ക് കാണിക്കും. Ethereum-ൽ 100 USDC-യിൽ നിന്ന് ETH-ലേക്കുള്ള ഒരു സ്വാപ്പും തുടർന്ന് 1,000,000 USDC-യുടേതും നൽകി, ഓരോന്നിന്റെയും നിരക്ക്, നെറ്റ്‌വർക്ക് ഫീസ്, പ്രൈസ് ഇംപാക്റ്റ് എന്നിവ കുറിച്ചുവെക്കുക. രണ്ടിനെയും കഴിഞ്ഞ ഘട്ടത്തിലെ CoinGecko വിലയുമായി താരതമ്യം ചെയ്യുക. ഒരു സ്വാപ്പും സ്ഥിരീകരിക്കരുത്: ഈ ഘട്ടത്തിൽ നിരക്കുകൾ വായിക്കുക മാത്രമാണ്.",
          ar: "افتح app.uniswap.org في متصفحك: فهو يعرض التسعيرة دون ربط محفظة. أدخل مبادلة 100 USDC إلى ETH على شبكة Ethereum، ثم مبادلة 1,000,000 USDC، ودوّن لكلٍّ منهما السعر ورسوم الشبكة وأثر السعر (price impact). قارن الاثنتين بسعر CoinGecko من الخطوة السابقة. لا تؤكد أي مبادلة: هذه الخطوة لقراءة التسعيرات فقط.",
        },
        asks: {
          en: "For both amounts, the rate, network fee and price impact Uniswap quoted, and two or three sentences comparing them with the centralised exchange price.",
          ml: "രണ്ട് തുകകൾക്കും Uniswap കാണിച്ച നിരക്ക്, നെറ്റ്‌വർക്ക് ഫീസ്, പ്രൈസ് ഇംപാക്റ്റ് എന്നിവയും അവയെ കേന്ദ്രീകൃത എക്സ്ചേഞ്ചിലെ വിലയുമായി താരതമ്യം ചെയ്യുന്ന രണ്ടോ മൂന്നോ വാക്യങ്ങളും.",
          ar: "للمبلغين: السعر ورسوم الشبكة وأثر السعر كما عرضها Uniswap، وجملتان أو ثلاث تقارنها بسعر المنصة المركزية.",
        },
        link: "none",
        text: "required",
      },
      {
        stepId: "4",
        kind: "quiz",
        name: {
          en: "Quiz: market structure",
          ml: "ക്വിസ്: വിപണി ഘടന",
          ar: "اختبار: بنية السوق",
        },
        description: {
          en: "Answer five questions on this mission's reading. You need four right to pass, and you can try again after a short wait.",
          ml: "ഈ മിഷനിലെ വായനയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. വിജയിക്കാൻ നാലെണ്ണം ശരിയാകണം; അല്പസമയം കാത്തിരുന്ന ശേഷം വീണ്ടും ശ്രമിക്കാം.",
          ar: "أجب عن خمسة أسئلة حول قراءة هذه المهمة. تحتاج إلى أربع إجابات صحيحة للنجاح، ويمكنك المحاولة مجددًا بعد انتظار قصير.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What is the spread in an order book?",
                ml: "ഒരു ഓർഡർ ബുക്കിലെ സ്പ്രെഡ് എന്താണ്?",
                ar: "ما الفرق السعري (spread) في دفتر الأوامر؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The gap between the lowest ask and the highest bid",
                    ml: "ഏറ്റവും കുറഞ്ഞ ആസ്കും ഏറ്റവും ഉയർന്ന ബിഡും തമ്മിലുള്ള വ്യത്യാസം",
                    ar: "الفرق بين أدنى سعر عرض وأعلى سعر طلب",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The trading fee the exchange charges",
                    ml: "എക്സ്ചേഞ്ച് ഈടാക്കുന്ന ട്രേഡിംഗ് ഫീസ്",
                    ar: "رسوم التداول التي تفرضها المنصة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The difference between the day's high and low prices",
                    ml: "ദിവസത്തെ ഏറ്റവും ഉയർന്ന വിലയും താഴ്ന്ന വിലയും തമ്മിലുള്ള വ്യത്യാസം",
                    ar: "الفرق بين أعلى سعر وأدنى سعر في اليوم",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What does a market buy order do?",
                ml: "ഒരു മാർക്കറ്റ് ബൈ ഓർഡർ എന്താണ് ചെയ്യുന്നത്?",
                ar: "ماذا يفعل أمر الشراء بسعر السوق؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It fills at once against the sell orders waiting in the book, at the best prices available",
                    ml: "ബുക്കിൽ കാത്തിരിക്കുന്ന വിൽപ്പന ഓർഡറുകളുമായി ലഭ്യമായ മികച്ച വിലകളിൽ ഉടൻ പൂർത്തിയാകുന്നു",
                    ar: "يُنفَّذ فورًا مقابل أوامر البيع المنتظرة في الدفتر بأفضل الأسعار المتاحة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It waits in the book until the price reaches a level you chose",
                    ml: "നിങ്ങൾ തിരഞ്ഞെടുത്ത നിലയിൽ വില എത്തുന്നതുവരെ ബുക്കിൽ കാത്തിരിക്കുന്നു",
                    ar: "ينتظر في الدفتر حتى يبلغ السعر مستوى اخترته",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It guarantees the price shown before you clicked, whatever the order size",
                    ml: "ഓർഡറിന്റെ വലുപ്പം എത്രയായാലും, ക്ലിക്ക് ചെയ്യുന്നതിന് മുമ്പ് കണ്ട വില ഉറപ്പാക്കുന്നു",
                    ar: "يضمن السعر الظاهر قبل النقر مهما كان حجم الأمر",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "A market has a thin order book (low liquidity). Which are true? Choose all that apply.",
                ml: "ഒരു വിപണിയുടെ ഓർഡർ ബുക്ക് നേർത്തതാണ് (ലിക്വിഡിറ്റി കുറവ്). ഇവയിൽ ഏതെല്ലാം ശരിയാണ്? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "سوقٌ دفتر أوامره ضحل (سيولة منخفضة). أيّ العبارات صحيحة؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A large order moves the price more, so slippage is higher",
                    ml: "ഒരു വലിയ ഓർഡർ വിലയെ കൂടുതൽ ചലിപ്പിക്കും, അതിനാൽ സ്ലിപ്പേജ് കൂടും",
                    ar: "يحرّك الأمر الكبير السعر أكثر، فيكون الانزلاق السعري أكبر",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The spread tends to be wider",
                    ml: "സ്പ്രെഡ് സാധാരണയായി കൂടുതൽ വിശാലമായിരിക്കും",
                    ar: "يميل الفرق السعري إلى أن يكون أوسع",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Every order is sure to fill at the last traded price",
                    ml: "എല്ലാ ഓർഡറുകളും അവസാനം ട്രേഡ് ചെയ്ത വിലയിൽ തന്നെ പൂർത്തിയാകുമെന്ന് ഉറപ്പാണ്",
                    ar: "كل أمر مضمون التنفيذ بآخر سعر تم التداول به",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Trading fees are always zero",
                    ml: "ട്രേഡിംഗ് ഫീസ് എപ്പോഴും പൂജ്യമായിരിക്കും",
                    ar: "رسوم التداول صفر دائمًا",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q4",
              prompt: {
                en: "On an AMM decentralised exchange such as Uniswap, where does the price of a swap come from?",
                ml: "Uniswap പോലുള്ള ഒരു AMM വികേന്ദ്രീകൃത എക്സ്ചേഞ്ചിൽ ഒരു സ്വാപ്പിന്റെ വില എവിടെ നിന്നാണ് വരുന്നത്?",
                ar: "في منصة لامركزية تعمل بصانع السوق الآلي مثل Uniswap، من أين يأتي سعر المبادلة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "From the ratio of the two tokens in the liquidity pool",
                    ml: "ലിക്വിഡിറ്റി പൂളിലെ രണ്ട് ടോക്കണുകളുടെ അനുപാതത്തിൽ നിന്ന്",
                    ar: "من نسبة الرمزين في مجمّع السيولة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "From an order book run by the company behind the exchange",
                    ml: "എക്സ്ചേഞ്ചിന് പിന്നിലുള്ള കമ്പനി നടത്തുന്ന ഓർഡർ ബുക്കിൽ നിന്ന്",
                    ar: "من دفتر أوامر تديره الشركة التي تقف وراء المنصة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "From a fixed price set by the token's creator",
                    ml: "ടോക്കൺ സൃഷ്ടിച്ചയാൾ നിശ്ചയിച്ച സ്ഥിര വിലയിൽ നിന്ന്",
                    ar: "من سعر ثابت يحدّده مُنشئ الرمز",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "Which is true of a centralised exchange?",
                ml: "ഒരു കേന്ദ്രീകൃത എക്സ്ചേഞ്ചിനെക്കുറിച്ച് ഏതാണ് ശരി?",
                ar: "أيّ العبارات صحيحة عن المنصة المركزية؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The exchange holds the funds you deposit with it",
                    ml: "നിങ്ങൾ നിക്ഷേപിക്കുന്ന പണം എക്സ്ചേഞ്ച് തന്നെ കൈവശം വെക്കുന്നു",
                    ar: "تحتفظ المنصة بالأموال التي تودعها لديها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Each trade you make is a separate transaction on a public blockchain",
                    ml: "നിങ്ങൾ ചെയ്യുന്ന ഓരോ ട്രേഡും ഒരു പൊതു ബ്ലോക്ക്‌ചെയിനിലെ പ്രത്യേക ഇടപാടാണ്",
                    ar: "كل صفقة تجريها معاملة مستقلة على بلوكتشين عام",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Your funds are safe even if the exchange fails",
                    ml: "എക്സ്ചേഞ്ച് തകർന്നാലും നിങ്ങളുടെ പണം സുരക്ഷിതമാണ്",
                    ar: "أموالك في أمان حتى لو انهارت المنصة",
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
          en: "CEX or DEX?",
          ml: "CEX-ഓ DEX-ഓ?",
          ar: "منصة مركزية أم لامركزية؟",
        },
        description: {
          en: "In your own words, explain when you would rather use a centralised exchange and when a decentralised one, thinking of custody, fees, liquidity and whom you have to trust. Mention one thing in this mission's numbers that surprised you.",
          ml: "കസ്റ്റഡി, ഫീസ്, ലിക്വിഡിറ്റി, ആരെ വിശ്വസിക്കണം എന്നിവ പരിഗണിച്ച്, എപ്പോൾ കേന്ദ്രീകൃത എക്സ്ചേഞ്ചും എപ്പോൾ വികേന്ദ്രീകൃത എക്സ്ചേഞ്ചും ഉപയോഗിക്കുമെന്ന് സ്വന്തം വാക്കുകളിൽ വിശദീകരിക്കുക. ഈ മിഷനിലെ കണക്കുകളിൽ നിങ്ങളെ അത്ഭുതപ്പെടുത്തിയ ഒരു കാര്യം പരാമർശിക്കുക.",
          ar: "اشرح بكلماتك متى تفضّل استخدام منصة مركزية ومتى تفضّل منصة لامركزية، مع مراعاة الحفظ والرسوم والسيولة ومن يجب أن تثق به. واذكر أمرًا واحدًا فاجأك في أرقام هذه المهمة.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "trader-4",
    journeySlug: "trader",
    number: 4,
    name: {
      en: "Mission 4: Risk management",
      ml: "മിഷൻ 4: റിസ്ക് മാനേജ്മെന്റ്",
      ar: "المهمة 4: إدارة المخاطر",
    },
    objective: {
      en: "Size every position from a fixed amount of risk and a stop loss, and trade on paper by a one-page written plan.",
      ml: "നിശ്ചിത റിസ്ക് തുകയും സ്റ്റോപ്പ് ലോസും അടിസ്ഥാനമാക്കി ഓരോ പൊസിഷന്റെയും വലുപ്പം നിശ്ചയിക്കാനും ഒരു പേജുള്ള എഴുതിയ പ്ലാൻ അനുസരിച്ച് പേപ്പർ ട്രേഡിംഗ് നടത്താനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من تحديد حجم كل صفقة انطلاقًا من مقدار ثابت من المخاطرة ومن أمر وقف الخسارة، ومن التداول الورقي وفق خطة مكتوبة من صفحة واحدة.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: size the position from the stop",
          ml: "വായിക്കുക: സ്റ്റോപ്പിൽ നിന്ന് പൊസിഷൻ വലുപ്പം നിശ്ചയിക്കുക",
          ar: "اقرأ: حدّد حجم الصفقة انطلاقًا من وقف الخسارة",
        },
        description: {
          en: "Careful traders first decide how much of the account they will risk on one trade, often 1% or less, and only then work out the size: size = amount at risk ÷ (entry price − stop price). Risking 1% of a 100,000 paper account is 1,000; with an entry at 2,000 and a stop at 1,900, the size is 1,000 ÷ 100 = 10 units. Compare the risk with the target too: risking 100 to make 300 is a reward-to-risk ratio of 3:1. A stop loss limits a loss but is no guarantee, because in a sudden gap it can fill at a worse price.",
          ml: "ശ്രദ്ധയുള്ള ട്രേഡർമാർ ആദ്യം ഒരു ട്രേഡിൽ അക്കൗണ്ടിന്റെ എത്ര ഭാഗം റിസ്ക് ചെയ്യുമെന്ന് തീരുമാനിക്കുന്നു, പലപ്പോഴും 1% അല്ലെങ്കിൽ അതിൽ കുറവ്; അതിനുശേഷം മാത്രം വലുപ്പം കണക്കാക്കുന്നു: വലുപ്പം = റിസ്ക് ചെയ്യുന്ന തുക ÷ (എൻട്രി വില − സ്റ്റോപ്പ് വില). 100,000 ഉള്ള ഒരു പേപ്പർ അക്കൗണ്ടിന്റെ 1% റിസ്ക് എന്നാൽ 1,000; എൻട്രി 2,000-ലും സ്റ്റോപ്പ് 1,900-ലും ആണെങ്കിൽ വലുപ്പം 1,000 ÷ 100 = 10 യൂണിറ്റ്. റിസ്കിനെ ലക്ഷ്യവുമായും താരതമ്യം ചെയ്യുക: 300 നേടാൻ 100 റിസ്ക് ചെയ്യുന്നത് 3:1 എന്ന റിവാർഡ്-റിസ്ക് അനുപാതമാണ്. സ്റ്റോപ്പ് ലോസ് നഷ്ടം പരിമിതപ്പെടുത്തുന്നു, പക്ഷേ അത് ഉറപ്പല്ല: പെട്ടെന്നുള്ള വിലക്കുതിപ്പിലോ ഇടിവിലോ അത് മോശമായ വിലയിൽ പൂർത്തിയായേക്കാം.",
          ar: "يقرّر المتداولون الحذرون أولًا كم من حسابهم سيخاطرون به في الصفقة الواحدة، وغالبًا 1% أو أقل، ثم يحسبون الحجم: الحجم = المبلغ المعرّض للمخاطرة ÷ (سعر الدخول − سعر الوقف). المخاطرة بـ1% من حساب ورقي قيمته 100,000 تعني 1,000؛ فإذا كان الدخول عند 2,000 والوقف عند 1,900 فالحجم 1,000 ÷ 100 = 10 وحدات. قارن المخاطرة بالهدف أيضًا: المخاطرة بـ100 لربح 300 تعني نسبة عائد إلى مخاطرة 3:1. أمر وقف الخسارة يحدّ من الخسارة لكنه ليس ضمانًا، إذ قد يُنفَّذ بسعر أسوأ عند قفزة سعرية مفاجئة.",
        },
      },
      {
        stepId: "2",
        kind: "quiz",
        name: {
          en: "Quiz: sizing and stops",
          ml: "ക്വിസ്: വലുപ്പവും സ്റ്റോപ്പുകളും",
          ar: "اختبار: الحجم ووقف الخسارة",
        },
        description: {
          en: "Answer five questions on the reading; some need a short calculation, so keep a calculator at hand. You need four right to pass.",
          ml: "വായനയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക; ചിലതിന് ചെറിയ കണക്കുകൂട്ടൽ വേണം, അതിനാൽ ഒരു കാൽക്കുലേറ്റർ കരുതുക. വിജയിക്കാൻ നാലെണ്ണം ശരിയാകണം.",
          ar: "أجب عن خمسة أسئلة حول القراءة؛ بعضها يحتاج إلى حساب قصير، فاجعل آلة حاسبة في متناولك. تحتاج إلى أربع إجابات صحيحة للنجاح.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Your paper account is 10,000 and you risk 1% per trade. You buy at 50 with a stop at 45. What is the largest position you should take?",
                ml: "നിങ്ങളുടെ പേപ്പർ അക്കൗണ്ട് 10,000 ആണ്, ഓരോ ട്രേഡിലും 1% റിസ്ക് ചെയ്യുന്നു. നിങ്ങൾ 50-ൽ വാങ്ങുന്നു, സ്റ്റോപ്പ് 45-ൽ. എടുക്കാവുന്ന ഏറ്റവും വലിയ പൊസിഷൻ എത്ര?",
                ar: "حسابك الورقي 10,000 وتخاطر بـ1% في كل صفقة. تشتري عند 50 ووقف الخسارة عند 45. ما أكبر حجم ينبغي أن تأخذه؟",
              },
              options: [
                {
                  id: "a",
                  text: { en: "20 units", ml: "20 യൂണിറ്റ്", ar: "20 وحدة" },
                },
                {
                  id: "b",
                  text: { en: "200 units", ml: "200 യൂണിറ്റ്", ar: "200 وحدة" },
                },
                {
                  id: "c",
                  text: { en: "2 units", ml: "2 യൂണിറ്റ്", ar: "وحدتان" },
                },
                {
                  id: "d",
                  text: { en: "100 units", ml: "100 യൂണിറ്റ്", ar: "100 وحدة" },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "Which is true of a stop-loss order?",
                ml: "സ്റ്റോപ്പ്-ലോസ് ഓർഡറിനെക്കുറിച്ച് ഏതാണ് ശരി?",
                ar: "أيّ العبارات صحيحة عن أمر وقف الخسارة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "It sends an order to exit once the price reaches your stop level",
                    ml: "വില നിങ്ങളുടെ സ്റ്റോപ്പ് നിലയിൽ എത്തുമ്പോൾ പുറത്തുകടക്കാനുള്ള ഓർഡർ അയയ്ക്കുന്നു",
                    ar: "يرسل أمرًا بالخروج حين يبلغ السعر مستوى الوقف الذي حدّدته",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "It always fills at exactly the stop price, even in a sudden gap",
                    ml: "പെട്ടെന്നുള്ള വിലക്കുതിപ്പിലും അത് എപ്പോഴും കൃത്യം സ്റ്റോപ്പ് വിലയിൽ പൂർത്തിയാകും",
                    ar: "يُنفَّذ دائمًا بسعر الوقف بالضبط حتى عند قفزة سعرية مفاجئة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "It removes all risk from the trade",
                    ml: "ട്രേഡിൽ നിന്ന് എല്ലാ റിസ്കും ഇല്ലാതാക്കുന്നു",
                    ar: "يزيل كل المخاطر من الصفقة",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "You enter at 100 with a stop at 95 and a target at 115. What is the reward-to-risk ratio?",
                ml: "നിങ്ങൾ 100-ൽ പ്രവേശിക്കുന്നു, സ്റ്റോപ്പ് 95-ലും ലക്ഷ്യം 115-ലും. റിവാർഡ്-റിസ്ക് അനുപാതം എത്ര?",
                ar: "تدخل عند 100 ووقف الخسارة عند 95 والهدف عند 115. ما نسبة العائد إلى المخاطرة؟",
              },
              options: [
                { id: "a", text: { en: "3:1", ml: "3:1 എന്ന അനുപാതം", ar: "نسبة 3:1" } },
                { id: "b", text: { en: "1:3", ml: "1:3 എന്ന അനുപാതം", ar: "نسبة 1:3" } },
                { id: "c", text: { en: "2:1", ml: "2:1 എന്ന അനുപാതം", ar: "نسبة 2:1" } },
                { id: "d", text: { en: "1:1", ml: "1:1 എന്ന അനുപാതം", ar: "نسبة 1:1" } },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which belong in a written trading plan? Choose all that apply.",
                ml: "എഴുതിയ ഒരു ട്രേഡിംഗ് പ്ലാനിൽ ഇവയിൽ ഏതെല്ലാം ഉൾപ്പെടണം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي ينبغي أن تتضمنه خطة التداول المكتوبة؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The most you will risk on one trade",
                    ml: "ഒരു ട്രേഡിൽ നിങ്ങൾ റിസ്ക് ചെയ്യുന്ന പരമാവധി തുക",
                    ar: "أقصى ما ستخاطر به في صفقة واحدة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The conditions in which you will not trade",
                    ml: "നിങ്ങൾ ട്രേഡ് ചെയ്യാത്ത സാഹചര്യങ്ങൾ",
                    ar: "الظروف التي لن تتداول فيها",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A promise that every trade will win",
                    ml: "എല്ലാ ട്രേഡും ലാഭത്തിലാകുമെന്ന വാഗ്ദാനം",
                    ar: "وعد بأن كل صفقة ستربح",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Your wallet's seed phrase, so you have it to hand",
                    ml: "എളുപ്പത്തിൽ ലഭിക്കാൻ നിങ്ങളുടെ വാലറ്റിന്റെ സീഡ് ഫ്രേസ്",
                    ar: "عبارة الاسترداد لمحفظتك لتكون في متناولك",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q5",
              prompt: {
                en: "You risk 1% of the current account on each trade and lose ten trades in a row. About how much of the account is left?",
                ml: "ഓരോ ട്രേഡിലും നിലവിലെ അക്കൗണ്ടിന്റെ 1% റിസ്ക് ചെയ്ത് തുടർച്ചയായി പത്ത് ട്രേഡുകൾ നഷ്ടപ്പെടുന്നു. അക്കൗണ്ടിന്റെ ഏകദേശം എത്ര ഭാഗം ബാക്കിയുണ്ടാകും?",
                ar: "تخاطر بـ1% من رصيد الحساب الحالي في كل صفقة وتخسر عشر صفقات متتالية. كم يبقى من الحساب تقريبًا؟",
              },
              options: [
                { id: "a", text: { en: "About 90%", ml: "ഏകദേശം 90%", ar: "نحو 90%" } },
                { id: "b", text: { en: "About 50%", ml: "ഏകദേശം 50%", ar: "نحو 50%" } },
                { id: "c", text: { en: "About 10%", ml: "ഏകദേശം 10%", ar: "نحو 10%" } },
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
          en: "Write your one-page trading plan",
          ml: "ഒരു പേജുള്ള ട്രേഡിംഗ് പ്ലാൻ എഴുതുക",
          ar: "اكتب خطة تداولك من صفحة واحدة",
        },
        description: {
          en: "In Google Docs or Notion, both free, write a one-page plan: the markets and timeframes you will trade, the setups you take, your risk per trade, your largest loss allowed per day and per week, where stops go, when you will not trade and how you will review. Keep it short enough to read before every session. Share it so that anyone with the link can view it.",
          ml: "സൗജന്യമായ Google Docs-ലോ Notion-ലോ ഒരു പേജുള്ള പ്ലാൻ എഴുതുക: നിങ്ങൾ ട്രേഡ് ചെയ്യുന്ന വിപണികളും സമയഫ്രെയിമുകളും, എടുക്കുന്ന സെറ്റപ്പുകൾ, ഓരോ ട്രേഡിലെയും റിസ്ക്, ഒരു ദിവസത്തിലും ആഴ്ചയിലും അനുവദിക്കുന്ന പരമാവധി നഷ്ടം, സ്റ്റോപ്പുകൾ എവിടെ വെക്കും, എപ്പോൾ ട്രേഡ് ചെയ്യില്ല, എങ്ങനെ അവലോകനം ചെയ്യും. ഓരോ സെഷനു മുമ്പും വായിക്കാൻ കഴിയുന്നത്ര ചുരുക്കി എഴുതുക. ലിങ്ക് ഉള്ള ആർക്കും കാണാൻ കഴിയുന്ന വിധത്തിൽ അത് പങ്കുവെക്കുക.",
          ar: "في Google Docs أو Notion، وكلاهما مجاني، اكتب خطة من صفحة واحدة: الأسواق والأطر الزمنية التي ستتداول فيها، والإعدادات التي تدخل بها، ومخاطرتك في كل صفقة، وأقصى خسارة مسموح بها في اليوم وفي الأسبوع، وأين تضع أوامر الوقف، ومتى لن تتداول، وكيف ستراجع أداءك. اجعلها قصيرة بما يكفي لتقرأها قبل كل جلسة. شاركها بحيث يستطيع كل من لديه الرابط الاطلاع عليها.",
        },
        asks: {
          en: "A view-only link to your one-page trading plan.",
          ml: "നിങ്ങളുടെ ഒരു പേജുള്ള ട്രേഡിംഗ് പ്ലാനിന്റെ, കാണാൻ മാത്രം അനുമതിയുള്ള ലിങ്ക്.",
          ar: "رابط للاطلاع فقط على خطة تداولك المكوّنة من صفحة واحدة.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "evidence",
        name: {
          en: "Three paper trades by the plan",
          ml: "പ്ലാൻ അനുസരിച്ച് മൂന്ന് പേപ്പർ ട്രേഡുകൾ",
          ar: "ثلاث صفقات ورقية وفق الخطة",
        },
        description: {
          en: "Open TradingView's free Paper Trading account from the trading panel under a chart and place three trades that follow your plan, each with its stop and target set before you enter. Work out each size with the formula first and keep a screenshot of each chart. No real money is involved at any point.",
          ml: "ഒരു ചാർട്ടിന് താഴെയുള്ള ട്രേഡിംഗ് പാനലിൽ നിന്ന് TradingView-ന്റെ സൗജന്യ Paper Trading അക്കൗണ്ട് തുറന്ന്, നിങ്ങളുടെ പ്ലാൻ പാലിക്കുന്ന മൂന്ന് ട്രേഡുകൾ എടുക്കുക; ഓരോന്നിന്റെയും സ്റ്റോപ്പും ലക്ഷ്യവും പ്രവേശിക്കുന്നതിന് മുമ്പ് നിശ്ചയിക്കുക. ആദ്യം സൂത്രവാക്യം ഉപയോഗിച്ച് ഓരോ വലുപ്പവും കണക്കാക്കുക, ഓരോ ചാർട്ടിന്റെയും സ്ക്രീൻഷോട്ട് സൂക്ഷിക്കുക. ഒരു ഘട്ടത്തിലും യഥാർത്ഥ പണം ഉൾപ്പെടുന്നില്ല.",
          ar: "افتح حساب Paper Trading المجاني في TradingView من لوحة التداول أسفل الرسم البياني، ونفّذ ثلاث صفقات تلتزم بخطتك، لكلٍّ منها وقف خسارة وهدف محدّدان قبل الدخول. احسب حجم كل صفقة بالمعادلة أولًا واحتفظ بلقطة شاشة لكل رسم بياني. لا تدخل أموال حقيقية في أي مرحلة.",
        },
        asks: {
          en: "For each of the three trades: the market, entry, stop, target, size and the sizing calculation. A link to your screenshots, such as a shared folder, is optional.",
          ml: "മൂന്ന് ട്രേഡുകളിൽ ഓരോന്നിനും: വിപണി, എൻട്രി, സ്റ്റോപ്പ്, ലക്ഷ്യം, വലുപ്പം, വലുപ്പം കണക്കാക്കിയ രീതി. സ്ക്രീൻഷോട്ടുകളിലേക്കുള്ള ലിങ്ക് (ഉദാഹരണത്തിന് പങ്കുവെച്ച ഒരു ഫോൾഡർ) നിർബന്ധമല്ല.",
          ar: "لكل صفقة من الصفقات الثلاث: السوق والدخول والوقف والهدف والحجم وطريقة حسابه. رابط لقطات الشاشة، كمجلد مشترك، اختياري.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "5",
        kind: "reflection",
        name: {
          en: "What the plan changed",
          ml: "പ്ലാൻ എന്ത് മാറ്റി",
          ar: "ما الذي غيّرته الخطة",
        },
        description: {
          en: "Describe how sizing from the stop changed your trades compared with how you would have traded before, and which rule of your plan was hardest to keep. Say what you will adjust in the plan and why.",
          ml: "സ്റ്റോപ്പിൽ നിന്ന് വലുപ്പം നിശ്ചയിച്ചത് മുമ്പ് നിങ്ങൾ ട്രേഡ് ചെയ്യുമായിരുന്ന രീതിയെ അപേക്ഷിച്ച് നിങ്ങളുടെ ട്രേഡുകളെ എങ്ങനെ മാറ്റിയെന്നും പ്ലാനിലെ ഏത് നിയമം പാലിക്കാനാണ് ഏറ്റവും ബുദ്ധിമുട്ടിയതെന്നും വിവരിക്കുക. പ്ലാനിൽ എന്ത് മാറ്റം വരുത്തുമെന്നും എന്തുകൊണ്ടെന്നും പറയുക.",
          ar: "صف كيف غيّر تحديدُ الحجم انطلاقًا من الوقف صفقاتِك مقارنةً بالطريقة التي كنت ستتداول بها من قبل، وأيّ قواعد خطتك كان الالتزام به أصعب. وبيّن ما الذي ستعدّله في الخطة ولماذا.",
        },
        minLength: 200,
      },
    ],
  },
  {
    id: "trader-5",
    journeySlug: "trader",
    number: 5,
    name: {
      en: "Mission 5: On-chain analytics",
      ml: "മിഷൻ 5: ഓൺ-ചെയിൻ അനലിറ്റിക്സ്",
      ar: "المهمة 5: التحليلات على السلسلة",
    },
    objective: {
      en: "Follow wallets, token flows and exchange balances with free explorers and dashboards, and tell an honest story from what you find.",
      ml: "സൗജന്യ എക്സ്പ്ലോററുകളും ഡാഷ്‌ബോർഡുകളും ഉപയോഗിച്ച് വാലറ്റുകളും ടോക്കൺ ഒഴുക്കുകളും എക്സ്ചേഞ്ച് ബാലൻസുകളും പിന്തുടരാനും കണ്ടെത്തിയതിൽ നിന്ന് സത്യസന്ധമായ ഒരു കഥ പറയാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من تتبّع المحافظ وتدفقات الرموز وأرصدة المنصات بمستكشفات ولوحات بيانات مجانية، ومن رواية قصة صادقة مما تجده.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: the chain as an open ledger",
          ml: "വായിക്കുക: തുറന്ന കണക്കുപുസ്തകമായി ചെയിൻ",
          ar: "اقرأ: السلسلة سجلٌّ مفتوح",
        },
        description: {
          en: "Anyone can read every transaction of a public blockchain in a block explorer such as Etherscan: an address page shows balances, transactions and token transfers, and a token page shows its holders. Free tools build on this data: DefiLlama tracks the assets held by exchanges and protocols, Dune hosts community dashboards and Arkham labels many known wallets. Labels are guesses by analysts, not facts written on the chain, so treat every story you find as a lead to check, not as proof.",
          ml: "ഒരു പൊതു ബ്ലോക്ക്‌ചെയിനിലെ ഓരോ ഇടപാടും Etherscan പോലുള്ള ബ്ലോക്ക് എക്സ്പ്ലോററിൽ ആർക്കും വായിക്കാം: ഒരു വിലാസത്തിന്റെ പേജ് ബാലൻസുകളും ഇടപാടുകളും ടോക്കൺ കൈമാറ്റങ്ങളും കാണിക്കുന്നു, ഒരു ടോക്കണിന്റെ പേജ് അത് കൈവശമുള്ളവരെ കാണിക്കുന്നു. ഈ ഡാറ്റയെ ആശ്രയിച്ച് സൗജന്യ ഉപകരണങ്ങളുണ്ട്: എക്സ്ചേഞ്ചുകളും പ്രോട്ടോക്കോളുകളും കൈവശം വെക്കുന്ന ആസ്തികൾ DefiLlama പിന്തുടരുന്നു, Dune-ൽ കമ്മ്യൂണിറ്റി ഡാഷ്‌ബോർഡുകളുണ്ട്, അറിയപ്പെടുന്ന പല വാലറ്റുകൾക്കും Arkham ലേബലുകൾ നൽകുന്നു. ലേബലുകൾ വിശകലന വിദഗ്ധരുടെ അനുമാനങ്ങളാണ്, ചെയിനിൽ എഴുതിയ വസ്തുതകളല്ല; അതിനാൽ കണ്ടെത്തുന്ന ഓരോ കഥയും തെളിവായല്ല, പരിശോധിക്കേണ്ട സൂചനയായി കാണുക.",
          ar: "يستطيع أي شخص قراءة كل معاملة على بلوكتشين عام في مستكشف كتل مثل Etherscan: صفحة العنوان تعرض الأرصدة والمعاملات وتحويلات الرموز، وصفحة الرمز تعرض حائزيه. وتُبنى على هذه البيانات أدوات مجانية: يتتبّع DefiLlama الأصول التي تحتفظ بها المنصات والبروتوكولات، وتستضيف Dune لوحات بيانات من المجتمع، ويضع Arkham تسميات لكثير من المحافظ المعروفة. التسميات تقديرات من المحللين وليست حقائق مكتوبة على السلسلة، فتعامل مع كل قصة تجدها على أنها خيط يستحق التحقق لا دليل قاطع.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Follow a token's flows",
          ml: "ഒരു ടോക്കണിന്റെ ഒഴുക്ക് പിന്തുടരുക",
          ar: "تتبّع تدفقات رمز",
        },
        description: {
          en: "On Etherscan, open a token you are curious about, for example USDC or UNI, and look at its Holders tab: note the top five holders and which of them are labelled as exchanges, contracts or bridges. Then open the token's transfers, pick one large transfer and follow the receiving address one or two hops further. Write down what you think happened and how sure you are.",
          ml: "Etherscan-ൽ നിങ്ങൾക്ക് താൽപ്പര്യമുള്ള ഒരു ടോക്കൺ (ഉദാഹരണത്തിന് USDC അല്ലെങ്കിൽ UNI) തുറന്ന് അതിന്റെ Holders ടാബ് നോക്കുക: ആദ്യ അഞ്ച് ഉടമകളെയും അവരിൽ ആരൊക്കെ എക്സ്ചേഞ്ചുകളായോ കോൺട്രാക്റ്റുകളായോ ബ്രിഡ്ജുകളായോ ലേബൽ ചെയ്യപ്പെട്ടിട്ടുണ്ടെന്നും കുറിക്കുക. തുടർന്ന് ടോക്കണിന്റെ കൈമാറ്റങ്ങൾ തുറന്ന് ഒരു വലിയ കൈമാറ്റം തിരഞ്ഞെടുത്ത്, സ്വീകരിച്ച വിലാസത്തെ ഒന്നോ രണ്ടോ ചുവട് കൂടി പിന്തുടരുക. എന്താണ് സംഭവിച്ചതെന്ന് നിങ്ങൾ കരുതുന്നതും എത്രത്തോളം ഉറപ്പുണ്ടെന്നും എഴുതുക.",
          ar: "على Etherscan، افتح رمزًا يثير فضولك، مثل USDC أو UNI، وانظر في تبويب Holders: دوّن أكبر خمسة حائزين وأيّهم مصنّف على أنه منصة تداول أو عقد أو جسر. ثم افتح تحويلات الرمز، واختر تحويلًا كبيرًا، وتتبّع العنوان المستقبِل خطوة أو خطوتين أبعد. اكتب ما تظن أنه حدث ومدى ثقتك في ذلك.",
        },
        asks: {
          en: "A link to the large transfer's transaction on the explorer, and a short summary: the top holders you found, where the tokens went and how confident you are.",
          ml: "എക്സ്പ്ലോററിലെ ആ വലിയ കൈമാറ്റ ഇടപാടിന്റെ ലിങ്കും ഒരു ചെറിയ സംഗ്രഹവും: നിങ്ങൾ കണ്ടെത്തിയ പ്രധാന ഉടമകൾ, ടോക്കണുകൾ എവിടേക്ക് പോയി, നിങ്ങൾക്ക് എത്രത്തോളം ഉറപ്പുണ്ട്.",
          ar: "رابط معاملة التحويل الكبير على المستكشف، وملخص قصير: أكبر الحائزين الذين وجدتهم، وإلى أين ذهبت الرموز، ومدى ثقتك.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Watch exchange balances",
          ml: "എക്സ്ചേഞ്ച് ബാലൻസുകൾ നിരീക്ഷിക്കുക",
          ar: "راقب أرصدة المنصات",
        },
        description: {
          en: "Open the CEX Transparency page on DefiLlama, which lists the assets in exchanges' known wallets with their inflows and outflows. Choose one exchange, note its assets and its net flows over the last week and month, and compare them with a second exchange. Explain what large inflows or outflows might mean for traders, and what else could explain them.",
          ml: "DefiLlama-യിലെ CEX Transparency പേജ് തുറക്കുക; എക്സ്ചേഞ്ചുകളുടെ അറിയപ്പെടുന്ന വാലറ്റുകളിലെ ആസ്തികളും അവയിലേക്കും പുറത്തേക്കുമുള്ള ഒഴുക്കുകളും അതിൽ കാണാം. ഒരു എക്സ്ചേഞ്ച് തിരഞ്ഞെടുത്ത് അതിന്റെ ആസ്തികളും കഴിഞ്ഞ ആഴ്ചയിലെയും മാസത്തിലെയും നെറ്റ് ഒഴുക്കുകളും കുറിച്ച്, രണ്ടാമതൊരു എക്സ്ചേഞ്ചുമായി താരതമ്യം ചെയ്യുക. വലിയ അന്തർപ്രവാഹങ്ങൾക്കോ ബഹിർപ്രവാഹങ്ങൾക്കോ ട്രേഡർമാർക്ക് എന്ത് അർത്ഥമുണ്ടാകാമെന്നും മറ്റെന്ത് കാരണങ്ങൾ അവയ്ക്ക് ഉണ്ടാകാമെന്നും വിശദീകരിക്കുക.",
          ar: "افتح صفحة CEX Transparency على DefiLlama، وهي تعرض الأصول في المحافظ المعروفة للمنصات مع تدفقاتها الداخلة والخارجة. اختر منصة واحدة، ودوّن أصولها وصافي تدفقاتها خلال الأسبوع الماضي والشهر الماضي، وقارنها بمنصة ثانية. اشرح ما قد تعنيه التدفقات الكبيرة الداخلة أو الخارجة للمتداولين، وما التفسيرات الأخرى الممكنة لها.",
        },
        asks: {
          en: "The two exchanges, their assets and net flows with the date you looked, and your explanation of what the flows might and might not mean. A link to the page you used is optional.",
          ml: "രണ്ട് എക്സ്ചേഞ്ചുകൾ, നിങ്ങൾ നോക്കിയ തീയതി സഹിതം അവയുടെ ആസ്തികളും നെറ്റ് ഒഴുക്കുകളും, ഈ ഒഴുക്കുകൾക്ക് എന്ത് അർത്ഥമുണ്ടാകാം, എന്ത് അർത്ഥമില്ല എന്ന നിങ്ങളുടെ വിശദീകരണം. ഉപയോഗിച്ച പേജിന്റെ ലിങ്ക് നിർബന്ധമല്ല.",
          ar: "المنصتان وأصولهما وصافي تدفقاتهما مع تاريخ اطلاعك، وشرحك لما قد تعنيه التدفقات وما لا تعنيه. رابط الصفحة التي استخدمتها اختياري.",
        },
        link: "optional",
        text: "required",
      },
      {
        stepId: "4",
        kind: "quiz",
        name: {
          en: "Quiz: reading the chain",
          ml: "ക്വിസ്: ചെയിൻ വായിക്കൽ",
          ar: "اختبار: قراءة السلسلة",
        },
        description: {
          en: "Answer five questions on explorers, labels and flows. You need four right to pass.",
          ml: "എക്സ്പ്ലോററുകൾ, ലേബലുകൾ, ഒഴുക്കുകൾ എന്നിവയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. വിജയിക്കാൻ നാലെണ്ണം ശരിയാകണം.",
          ar: "أجب عن خمسة أسئلة حول المستكشفات والتسميات والتدفقات. تحتاج إلى أربع إجابات صحيحة للنجاح.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What can anyone see about an address on a public block explorer such as Etherscan? Choose all that apply.",
                ml: "Etherscan പോലുള്ള ഒരു പൊതു ബ്ലോക്ക് എക്സ്പ്ലോററിൽ ഒരു വിലാസത്തെക്കുറിച്ച് ആർക്കും എന്തെല്ലാം കാണാം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي يستطيع أي شخص رؤيته عن عنوان ما في مستكشف كتل عام مثل Etherscan؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Its balances of ETH and tokens",
                    ml: "അതിലെ ETH-ന്റെയും ടോക്കണുകളുടെയും ബാലൻസുകൾ",
                    ar: "أرصدته من ETH والرموز",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Its transaction history",
                    ml: "അതിന്റെ ഇടപാട് ചരിത്രം",
                    ar: "سجلّ معاملاته",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Its private key",
                    ml: "അതിന്റെ പ്രൈവറ്റ് കീ",
                    ar: "مفتاحه الخاص",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Its owner's legal name, in every case",
                    ml: "എല്ലാ സാഹചര്യത്തിലും ഉടമയുടെ നിയമപരമായ പേര്",
                    ar: "الاسم القانوني لمالكه في كل الحالات",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q2",
              prompt: {
                en: "A whale sends a large amount of a token to a known exchange deposit address. What does this tell you?",
                ml: "ഒരു വലിയ ഉടമ ഒരു ടോക്കണിന്റെ വലിയ തുക അറിയപ്പെടുന്ന ഒരു എക്സ്ചേഞ്ച് ഡെപ്പോസിറ്റ് വിലാസത്തിലേക്ക് അയയ്ക്കുന്നു. ഇത് നിങ്ങളോട് എന്ത് പറയുന്നു?",
                ar: "يرسل أحد كبار الحائزين كمية كبيرة من رمز إلى عنوان إيداع معروف لمنصة تداول. ماذا يخبرك ذلك؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "They may be preparing to sell, but it does not prove it",
                    ml: "അവർ വിൽക്കാൻ തയ്യാറെടുക്കുന്നുണ്ടാകാം, പക്ഷേ അത് തെളിയിക്കുന്നില്ല",
                    ar: "ربما يستعدّ للبيع، لكن ذلك لا يثبته",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The price will certainly fall",
                    ml: "വില തീർച്ചയായും കുറയും",
                    ar: "سينخفض السعر حتمًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The tokens have been burned",
                    ml: "ടോക്കണുകൾ ബേൺ ചെയ്യപ്പെട്ടു",
                    ar: "تم حرق الرموز",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Where do labels such as “Exchange hot wallet” on an explorer come from?",
                ml: "എക്സ്പ്ലോററിലെ “Exchange hot wallet” പോലുള്ള ലേബലുകൾ എവിടെ നിന്ന് വരുന്നു?",
                ar: "من أين تأتي التسميات مثل “Exchange hot wallet” في المستكشف؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The explorer or analysts attribute them, and they can be incomplete or wrong",
                    ml: "എക്സ്പ്ലോററോ വിശകലന വിദഗ്ധരോ നൽകുന്നതാണ്, അവ അപൂർണ്ണമോ തെറ്റോ ആകാം",
                    ar: "ينسبها المستكشف أو المحللون، وقد تكون ناقصة أو خاطئة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The blockchain protocol writes them into every transaction",
                    ml: "ബ്ലോക്ക്‌ചെയിൻ പ്രോട്ടോക്കോൾ ഓരോ ഇടപാടിലും അവ എഴുതിച്ചേർക്കുന്നു",
                    ar: "يكتبها بروتوكول البلوكتشين في كل معاملة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Each wallet owner must register one by law",
                    ml: "നിയമപ്രകാരം ഓരോ വാലറ്റ് ഉടമയും ഒന്ന് രജിസ്റ്റർ ചെയ്യണം",
                    ar: "يجب على كل مالك محفظة تسجيل تسمية بحكم القانون",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "What does a transaction hash identify?",
                ml: "ഒരു ട്രാൻസാക്ഷൻ ഹാഷ് എന്തിനെയാണ് തിരിച്ചറിയുന്നത്?",
                ar: "ماذا يحدّد معرّف المعاملة (transaction hash)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "One specific transaction, which anyone can look up",
                    ml: "ആർക്കും തിരഞ്ഞുനോക്കാവുന്ന ഒരു നിർദ്ദിഷ്ട ഇടപാട്",
                    ar: "معاملةً واحدة بعينها يستطيع أي شخص البحث عنها",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The person who owns a wallet",
                    ml: "ഒരു വാലറ്റിന്റെ ഉടമയായ വ്യക്തി",
                    ar: "الشخص الذي يملك المحفظة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The current price of a token",
                    ml: "ഒരു ടോക്കണിന്റെ നിലവിലെ വില",
                    ar: "السعر الحالي لرمز ما",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "A token's top ten addresses hold 90% of its supply. Which are sensible conclusions? Choose all that apply.",
                ml: "ഒരു ടോക്കണിന്റെ ആകെ സപ്ലൈയുടെ 90% അതിന്റെ ആദ്യ പത്ത് വിലാസങ്ങളിലാണ്. ഇവയിൽ ഏതെല്ലാം വിവേകപൂർണ്ണമായ നിഗമനങ്ങളാണ്? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "أكبر عشرة عناوين تحوز 90% من المعروض من رمزٍ ما. أيّ الاستنتاجات معقولة؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A few holders selling could move the price sharply",
                    ml: "കുറച്ച് ഉടമകൾ വിറ്റാൽ വില കുത്തനെ മാറിയേക്കാം",
                    ar: "قد يحرّك بيعُ عدد قليل من الحائزين السعرَ بحدّة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Check the labels first: some top holders may be exchanges, bridges or contracts holding for many users",
                    ml: "ആദ്യം ലേബലുകൾ പരിശോധിക്കുക: പ്രധാന ഉടമകളിൽ ചിലത് പലർക്കുമായി സൂക്ഷിക്കുന്ന എക്സ്ചേഞ്ചുകളോ ബ്രിഡ്ജുകളോ കോൺട്രാക്റ്റുകളോ ആകാം",
                    ar: "تحقّق من التسميات أولًا: قد يكون بعض كبار الحائزين منصات أو جسورًا أو عقودًا تحتفظ بالرموز لمستخدمين كثيرين",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The token is safe, because so much of it is held by a few",
                    ml: "ഭൂരിഭാഗവും കുറച്ചുപേരുടെ കൈവശമായതിനാൽ ടോക്കൺ സുരക്ഷിതമാണ്",
                    ar: "الرمز آمن لأن معظمه بيد قلة",
                  },
                },
              ],
              correct: ["a", "b"],
            },
          ],
        },
      },
      {
        stepId: "5",
        kind: "speech",
        name: {
          en: "Speech: follow the money",
          ml: "പ്രസംഗം: പണത്തിന്റെ വഴി പിന്തുടരുക",
          ar: "خطاب: تتبّع المال",
        },
        description: {
          en: "Give a 4 to 6 minute speech at your club meeting telling the story of one on-chain trail you followed in this mission. Explain what a block explorer is for listeners who have never used one, then walk through what you found step by step. Be honest about what the data shows and what it cannot prove, and end with one habit that helps anyone read on-chain data without being misled.",
          ml: "ഈ മിഷനിൽ നിങ്ങൾ പിന്തുടർന്ന ഒരു ഓൺ-ചെയിൻ വഴിയുടെ കഥ പറയുന്ന 4 മുതൽ 6 മിനിറ്റ് വരെയുള്ള ഒരു പ്രസംഗം ക്ലബ് മീറ്റിംഗിൽ നടത്തുക. ഒരിക്കലും ഉപയോഗിച്ചിട്ടില്ലാത്ത ശ്രോതാക്കൾക്കായി ബ്ലോക്ക് എക്സ്പ്ലോറർ എന്താണെന്ന് വിശദീകരിച്ച്, നിങ്ങൾ കണ്ടെത്തിയത് ഘട്ടം ഘട്ടമായി അവതരിപ്പിക്കുക. ഡാറ്റ എന്ത് കാണിക്കുന്നു, എന്ത് തെളിയിക്കാൻ കഴിയില്ല എന്നതിൽ സത്യസന്ധരായിരിക്കുക; തെറ്റിദ്ധരിക്കപ്പെടാതെ ഓൺ-ചെയിൻ ഡാറ്റ വായിക്കാൻ ആരെയും സഹായിക്കുന്ന ഒരു ശീലം പങ്കുവെച്ച് അവസാനിപ്പിക്കുക.",
          ar: "ألقِ في اجتماع ناديك خطابًا من 4 إلى 6 دقائق تروي فيه قصة أثرٍ واحد على السلسلة تتبّعته في هذه المهمة. اشرح ما مستكشف الكتل لمستمعين لم يستخدموه قط، ثم اعرض ما وجدته خطوة بخطوة. كن صادقًا فيما تُظهره البيانات وما لا تستطيع إثباته، واختم بعادة واحدة تساعد أي شخص على قراءة البيانات على السلسلة دون أن ينخدع.",
        },
      },
    ],
  },
  {
    id: "trader-6",
    journeySlug: "trader",
    number: 6,
    name: {
      en: "Mission 6: DeFi in practice",
      ml: "മിഷൻ 6: DeFi പ്രായോഗികമായി",
      ar: "المهمة 6: التمويل اللامركزي عمليًا",
    },
    objective: {
      en: "Swap, lend and borrow on a testnet with free test tokens, and judge a real protocol's risks with a written checklist.",
      ml: "സൗജന്യ ടെസ്റ്റ് ടോക്കണുകൾ ഉപയോഗിച്ച് ഒരു ടെസ്റ്റ്‌നെറ്റിൽ സ്വാപ്പ് ചെയ്യാനും വായ്പ നൽകാനും എടുക്കാനും, എഴുതിയ ഒരു ചെക്ക്‌ലിസ്റ്റ് ഉപയോഗിച്ച് ഒരു യഥാർത്ഥ പ്രോട്ടോക്കോളിന്റെ റിസ്കുകൾ വിലയിരുത്താനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من المبادلة والإقراض والاقتراض على شبكة اختبار برموز اختبار مجانية، ومن تقييم مخاطر بروتوكول حقيقي بقائمة تحقق مكتوبة.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: how DeFi works, and staying safe",
          ml: "വായിക്കുക: DeFi എങ്ങനെ പ്രവർത്തിക്കുന്നു, എങ്ങനെ സുരക്ഷിതരായിരിക്കാം",
          ar: "اقرأ: كيف يعمل التمويل اللامركزي وكيف تبقى آمنًا",
        },
        description: {
          en: "Read the concept pages of the Uniswap and Aave docs: a swap is priced from a pool's token ratio, a lending protocol lets you borrow less than the collateral you supply and liquidates a position whose health factor falls below 1, and liquidity providers earn fees but face impermanent loss when prices move. For this mission, create a new account in MetaMask or Rabby and use it only on testnets. Never share your seed phrase or private key with anyone, and never send real funds: everything here uses free test tokens.",
          ml: "Uniswap, Aave ഡോക്സുകളിലെ ആശയ പേജുകൾ വായിക്കുക: ഒരു സ്വാപ്പിന്റെ വില പൂളിലെ ടോക്കൺ അനുപാതത്തിൽ നിന്നാണ്; ഒരു വായ്പാ പ്രോട്ടോക്കോൾ നിങ്ങൾ നൽകുന്ന കൊളാറ്ററലിനേക്കാൾ കുറഞ്ഞ തുക കടമെടുക്കാൻ അനുവദിക്കുകയും ഹെൽത്ത് ഫാക്ടർ 1-ൽ താഴെ പോകുന്ന പൊസിഷൻ ലിക്വിഡേറ്റ് ചെയ്യുകയും ചെയ്യുന്നു; ലിക്വിഡിറ്റി ദാതാക്കൾ ഫീസ് നേടുന്നു, പക്ഷേ വില മാറുമ്പോൾ ഇംപെർമനന്റ് ലോസ് നേരിടുന്നു. ഈ മിഷനായി MetaMask-ലോ Rabby-യിലോ ഒരു പുതിയ അക്കൗണ്ട് സൃഷ്ടിച്ച് അത് ടെസ്റ്റ്‌നെറ്റുകളിൽ മാത്രം ഉപയോഗിക്കുക. നിങ്ങളുടെ സീഡ് ഫ്രേസോ പ്രൈവറ്റ് കീയോ ആരുമായും ഒരിക്കലും പങ്കുവെക്കരുത്, യഥാർത്ഥ പണം അയയ്ക്കരുത്: ഇവിടെ എല്ലാം സൗജന്യ ടെസ്റ്റ് ടോക്കണുകൾ ഉപയോഗിച്ചാണ്.",
          ar: "اقرأ صفحات المفاهيم في توثيق Uniswap وAave: تُسعَّر المبادلة من نسبة الرموز في المجمّع، ويسمح لك بروتوكول الإقراض باقتراض أقل من الضمان الذي تودعه ويصفّي المركز الذي ينخفض عامل صحته (health factor) عن 1، ويكسب مزوّدو السيولة الرسوم لكنهم يواجهون الخسارة غير الدائمة حين تتحرك الأسعار. لهذه المهمة أنشئ حسابًا جديدًا في MetaMask أو Rabby واستخدمه على شبكات الاختبار فقط. لا تشارك عبارة الاسترداد أو مفتاحك الخاص مع أي أحد أبدًا، ولا ترسل أموالًا حقيقية: كل ما هنا يتم برموز اختبار مجانية.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Swap on a testnet",
          ml: "ഒരു ടെസ്റ്റ്‌നെറ്റിൽ സ്വാപ്പ് ചെയ്യുക",
          ar: "نفّذ مبادلة على شبكة اختبار",
        },
        description: {
          en: "Get free Sepolia test ETH from a faucet such as Google Cloud's Web3 faucet, then open Uniswap, turn on testnet mode in its settings and swap a small amount of test ETH for a test token. If the app finds no route to a test token, swap test ETH for WETH instead. Before confirming, read the rate, price impact and slippage tolerance the app shows, then find your transaction on sepolia.etherscan.io.",
          ml: "Google Cloud-ന്റെ Web3 ഫോസെറ്റ് പോലുള്ള ഒരു ഫോസെറ്റിൽ നിന്ന് സൗജന്യ Sepolia ടെസ്റ്റ് ETH നേടുക; തുടർന്ന് Uniswap തുറന്ന് അതിന്റെ ക്രമീകരണങ്ങളിൽ ടെസ്റ്റ്‌നെറ്റ് മോഡ് ഓണാക്കി, കുറച്ച് ടെസ്റ്റ് ETH ഒരു ടെസ്റ്റ് ടോക്കണുമായി സ്വാപ്പ് ചെയ്യുക. ഒരു ടെസ്റ്റ് ടോക്കണിലേക്ക് ആപ്പിന് വഴി കണ്ടെത്താനായില്ലെങ്കിൽ പകരം ടെസ്റ്റ് ETH-നെ WETH-ലേക്ക് സ്വാപ്പ് ചെയ്യുക. സ്ഥിരീകരിക്കുന്നതിന് മുമ്പ് ആപ്പ് കാണിക്കുന്ന നിരക്ക്, പ്രൈസ് ഇംപാക്റ്റ്, സ്ലിപ്പേജ് ടോളറൻസ് എന്നിവ വായിക്കുക, തുടർന്ന് sepolia.etherscan.io-യിൽ നിങ്ങളുടെ ഇടപാട് കണ്ടെത്തുക.",
          ar: "احصل على ETH اختباري مجاني على شبكة Sepolia من صنبور مثل صنبور Web3 من Google Cloud، ثم افتح Uniswap وفعّل وضع شبكة الاختبار من إعداداته، وبادل كمية صغيرة من ETH الاختباري برمز اختباري. وإن لم يجد التطبيق مسارًا إلى رمز اختباري فبادل ETH الاختباري بـ WETH بدلًا منه. قبل التأكيد، اقرأ السعر وأثر السعر وحدّ الانزلاق المسموح الذي يعرضه التطبيق، ثم ابحث عن معاملتك على sepolia.etherscan.io.",
        },
        asks: {
          en: "A link to your testnet swap on sepolia.etherscan.io.",
          ml: "sepolia.etherscan.io-യിലെ നിങ്ങളുടെ ടെസ്റ്റ്‌നെറ്റ് സ്വാപ്പിന്റെ ലിങ്ക്.",
          ar: "رابط مبادلتك على شبكة الاختبار في sepolia.etherscan.io.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Lend and borrow on a testnet",
          ml: "ഒരു ടെസ്റ്റ്‌നെറ്റിൽ വായ്പ നൽകുക, എടുക്കുക",
          ar: "أقرِض واقترض على شبكة اختبار",
        },
        description: {
          en: "Open app.aave.com, switch on testnet mode and use its faucet to get test tokens on Sepolia. Supply one of them as collateral, borrow a small amount of another and note your health factor before and after borrowing, then repay the loan. Work out roughly how far your collateral's price would have to fall for the health factor to reach 1.",
          ml: "app.aave.com തുറന്ന് ടെസ്റ്റ്‌നെറ്റ് മോഡ് ഓണാക്കി, അതിന്റെ ഫോസെറ്റ് ഉപയോഗിച്ച് Sepolia-യിൽ ടെസ്റ്റ് ടോക്കണുകൾ നേടുക. അവയിലൊന്ന് കൊളാറ്ററലായി നൽകി, മറ്റൊന്നിന്റെ ചെറിയ തുക കടമെടുത്ത്, കടമെടുക്കുന്നതിന് മുമ്പും ശേഷവുമുള്ള ഹെൽത്ത് ഫാക്ടർ കുറിക്കുക; തുടർന്ന് വായ്പ തിരിച്ചടയ്ക്കുക. ഹെൽത്ത് ഫാക്ടർ 1-ൽ എത്താൻ കൊളാറ്ററലിന്റെ വില ഏകദേശം എത്ര കുറയണമെന്ന് കണക്കാക്കുക.",
          ar: "افتح app.aave.com وفعّل وضع شبكة الاختبار، واستخدم صنبوره للحصول على رموز اختبار على Sepolia. أودع أحدها ضمانًا، واقترض كمية صغيرة من رمز آخر، ودوّن عامل الصحة قبل الاقتراض وبعده، ثم سدّد القرض. احسب تقريبًا كم يجب أن ينخفض سعر ضمانك حتى يصل عامل الصحة إلى 1.",
        },
        asks: {
          en: "A link to your supply or borrow transaction on the testnet explorer, and your health factor before and after borrowing, with the price fall that would bring it to 1.",
          ml: "ടെസ്റ്റ്‌നെറ്റ് എക്സ്പ്ലോററിലെ നിങ്ങളുടെ സപ്ലൈ അല്ലെങ്കിൽ ബോറോ ഇടപാടിന്റെ ലിങ്കും, കടമെടുക്കുന്നതിന് മുമ്പും ശേഷവുമുള്ള ഹെൽത്ത് ഫാക്ടറും, അത് 1-ൽ എത്തിക്കുന്ന വിലയിടിവും.",
          ar: "رابط معاملة الإيداع أو الاقتراض على مستكشف شبكة الاختبار، وعامل الصحة قبل الاقتراض وبعده، مع انخفاض السعر الذي يوصله إلى 1.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "4",
        kind: "quiz",
        name: {
          en: "Quiz: DeFi mechanics",
          ml: "ക്വിസ്: DeFi-യുടെ പ്രവർത്തനം",
          ar: "اختبار: آليات التمويل اللامركزي",
        },
        description: {
          en: "Answer five questions on swaps, lending, liquidity pools and protocol risk. You need four right to pass.",
          ml: "സ്വാപ്പുകൾ, വായ്പ, ലിക്വിഡിറ്റി പൂളുകൾ, പ്രോട്ടോക്കോൾ റിസ്ക് എന്നിവയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. വിജയിക്കാൻ നാലെണ്ണം ശരിയാകണം.",
          ar: "أجب عن خمسة أسئلة حول المبادلات والإقراض ومجمّعات السيولة ومخاطر البروتوكولات. تحتاج إلى أربع إجابات صحيحة للنجاح.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "In an AMM pool, what happens as the amount you swap grows?",
                ml: "ഒരു AMM പൂളിൽ നിങ്ങൾ സ്വാപ്പ് ചെയ്യുന്ന തുക കൂടുമ്പോൾ എന്ത് സംഭവിക്കുന്നു?",
                ar: "في مجمّع صانع سوق آلي، ماذا يحدث كلما كبرت الكمية التي تبادلها؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The price impact grows, because you shift the pool's ratio further",
                    ml: "പൂളിന്റെ അനുപാതം കൂടുതൽ മാറ്റുന്നതിനാൽ പ്രൈസ് ഇംപാക്റ്റ് കൂടുന്നു",
                    ar: "يزداد أثر السعر لأنك تغيّر نسبة المجمّع أكثر",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The price stays exactly the same",
                    ml: "വില കൃത്യമായി അതേപടി തുടരുന്നു",
                    ar: "يبقى السعر كما هو تمامًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The pool's fee falls to zero",
                    ml: "പൂളിന്റെ ഫീസ് പൂജ്യമാകുന്നു",
                    ar: "تنخفض رسوم المجمّع إلى صفر",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "On a lending protocol such as Aave, what can happen when your health factor falls below 1?",
                ml: "Aave പോലുള്ള ഒരു വായ്പാ പ്രോട്ടോക്കോളിൽ നിങ്ങളുടെ ഹെൽത്ത് ഫാക്ടർ 1-ൽ താഴെ പോകുമ്പോൾ എന്ത് സംഭവിക്കാം?",
                ar: "في بروتوكول إقراض مثل Aave، ماذا قد يحدث حين ينخفض عامل صحتك عن 1؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Part of your collateral can be liquidated to repay the loan",
                    ml: "വായ്പ തിരിച്ചടയ്ക്കാൻ നിങ്ങളുടെ കൊളാറ്ററലിന്റെ ഒരു ഭാഗം ലിക്വിഡേറ്റ് ചെയ്യപ്പെടാം",
                    ar: "قد يُصفّى جزء من ضمانك لسداد القرض",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The protocol cancels your loan",
                    ml: "പ്രോട്ടോക്കോൾ നിങ്ങളുടെ വായ്പ റദ്ദാക്കുന്നു",
                    ar: "يُلغي البروتوكول قرضك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "You earn bonus interest",
                    ml: "നിങ്ങൾക്ക് അധിക പലിശ ലഭിക്കുന്നു",
                    ar: "تحصل على فائدة إضافية",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "What is impermanent loss?",
                ml: "ഇംപെർമനന്റ് ലോസ് എന്താണ്?",
                ar: "ما الخسارة غير الدائمة (impermanent loss)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "How much worse a liquidity position does than simply holding the two tokens, caused by their price ratio changing",
                    ml: "രണ്ട് ടോക്കണുകളുടെ വില അനുപാതം മാറുന്നതിനാൽ, അവ വെറുതെ കൈവശം വെക്കുന്നതിനേക്കാൾ ഒരു ലിക്വിഡിറ്റി പൊസിഷൻ എത്ര മോശമാകുന്നു എന്നത്",
                    ar: "مقدار ما يتأخر به مركز السيولة عن مجرد الاحتفاظ بالرمزين، بسبب تغيّر نسبة سعريهما",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The fee a faucet charges for test tokens",
                    ml: "ടെസ്റ്റ് ടോക്കണുകൾക്ക് ഒരു ഫോസെറ്റ് ഈടാക്കുന്ന ഫീസ്",
                    ar: "الرسوم التي يفرضها الصنبور مقابل رموز الاختبار",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "A loss that happens only on testnets",
                    ml: "ടെസ്റ്റ്‌നെറ്റുകളിൽ മാത്രം സംഭവിക്കുന്ന നഷ്ടം",
                    ar: "خسارة تحدث على شبكات الاختبار فقط",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Which should you check when judging a protocol's risk? Choose all that apply.",
                ml: "ഒരു പ്രോട്ടോക്കോളിന്റെ റിസ്ക് വിലയിരുത്തുമ്പോൾ ഇവയിൽ ഏതെല്ലാം പരിശോധിക്കണം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي ينبغي فحصه عند تقييم مخاطر بروتوكول؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Whether it has been audited, and by whom",
                    ml: "അത് ഓഡിറ്റ് ചെയ്യപ്പെട്ടിട്ടുണ്ടോ, ആരാണ് ചെയ്തത്",
                    ar: "هل خضع للتدقيق، ومن قام به",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Who can upgrade or pause its contracts",
                    ml: "അതിന്റെ കോൺട്രാക്റ്റുകൾ അപ്‌ഗ്രേഡ് ചെയ്യാനോ നിർത്തിവെക്കാനോ ആർക്കാണ് കഴിയുക",
                    ar: "من يستطيع ترقية عقوده أو إيقافها مؤقتًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Whether it has been exploited before",
                    ml: "മുമ്പ് അത് ആക്രമിക്കപ്പെട്ടിട്ടുണ്ടോ",
                    ar: "هل تعرّض للاختراق من قبل",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Nothing else if the advertised yield is high enough",
                    ml: "പരസ്യപ്പെടുത്തിയ വരുമാനം ആവശ്യത്തിന് ഉയർന്നതാണെങ്കിൽ മറ്റൊന്നും വേണ്ട",
                    ar: "لا شيء آخر إذا كان العائد المُعلَن مرتفعًا بما يكفي",
                  },
                },
              ],
              correct: ["a", "b", "c"],
            },
            {
              id: "q5",
              prompt: {
                en: "Why are DeFi loans usually overcollateralised?",
                ml: "DeFi വായ്പകൾ സാധാരണയായി അധിക കൊളാറ്ററൽ ഉള്ളവയാകുന്നത് എന്തുകൊണ്ട്?",
                ar: "لماذا تكون قروض التمويل اللامركزي عادةً بضمان يفوق قيمة القرض؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "There is no credit check, so the collateral must still cover the loan if prices move",
                    ml: "ക്രെഡിറ്റ് പരിശോധന ഇല്ലാത്തതിനാൽ, വില മാറിയാലും വായ്പ തിരിച്ചുപിടിക്കാൻ കൊളാറ്ററൽ മതിയാകണം",
                    ar: "لا يوجد فحص ائتماني، فيجب أن يظل الضمان كافيًا لتغطية القرض إذا تحرّكت الأسعار",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Because borrowing is then free of interest",
                    ml: "അപ്പോൾ കടമെടുക്കുന്നതിന് പലിശ ഇല്ലാത്തതിനാൽ",
                    ar: "لأن الاقتراض يصبح حينها بلا فائدة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Because only banks may lend without collateral on a blockchain",
                    ml: "ബ്ലോക്ക്‌ചെയിനിൽ കൊളാറ്ററൽ ഇല്ലാതെ വായ്പ നൽകാൻ ബാങ്കുകൾക്ക് മാത്രമേ അനുവാദമുള്ളൂ എന്നതിനാൽ",
                    ar: "لأن البنوك وحدها يُسمح لها بالإقراض دون ضمان على البلوكتشين",
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
        kind: "evidence",
        name: {
          en: "Write a protocol risk card",
          ml: "ഒരു പ്രോട്ടോക്കോൾ റിസ്ക് കാർഡ് എഴുതുക",
          ar: "اكتب بطاقة مخاطر لبروتوكول",
        },
        description: {
          en: "Pick one real DeFi protocol on DefiLlama and write a one-page risk card in Notion or Google Docs: how long it has run and its TVL trend, its audits and who did them, who can upgrade or pause its contracts, which oracles it relies on, and any past exploits (DefiLlama's Hacks page lists many). End with the two risks you think matter most, and why. This is research only: you deposit nothing.",
          ml: "DefiLlama-യിൽ നിന്ന് ഒരു യഥാർത്ഥ DeFi പ്രോട്ടോക്കോൾ തിരഞ്ഞെടുത്ത് Notion-ലോ Google Docs-ലോ ഒരു പേജുള്ള റിസ്ക് കാർഡ് എഴുതുക: അത് എത്ര കാലമായി പ്രവർത്തിക്കുന്നു, അതിന്റെ TVL പ്രവണത, ഓഡിറ്റുകളും അവ നടത്തിയവരും, കോൺട്രാക്റ്റുകൾ അപ്‌ഗ്രേഡ് ചെയ്യാനോ നിർത്താനോ ആർക്ക് കഴിയും, ഏത് ഒറാക്കിളുകളെ ആശ്രയിക്കുന്നു, മുൻകാല ആക്രമണങ്ങൾ (DefiLlama-യുടെ Hacks പേജിൽ പലതും ഉണ്ട്). ഏറ്റവും പ്രധാനമെന്ന് നിങ്ങൾ കരുതുന്ന രണ്ട് റിസ്കുകളും കാരണവും പറഞ്ഞ് അവസാനിപ്പിക്കുക. ഇത് ഗവേഷണം മാത്രമാണ്: നിങ്ങൾ ഒന്നും നിക്ഷേപിക്കുന്നില്ല.",
          ar: "اختر بروتوكول تمويل لامركزي حقيقيًا من DefiLlama واكتب بطاقة مخاطر من صفحة واحدة في Notion أو Google Docs: منذ متى يعمل واتجاه القيمة المقفلة فيه (TVL)، وتدقيقاته ومن أجراها، ومن يستطيع ترقية عقوده أو إيقافها، وما الأوراكل التي يعتمد عليها، وأي اختراقات سابقة (تسرد صفحة Hacks في DefiLlama كثيرًا منها). اختم بالخطرين اللذين تراهما الأهم ولماذا. هذا بحث فقط: لن تودع شيئًا.",
        },
        asks: {
          en: "A view-only link to your protocol risk card; a sentence with your overall judgement is optional.",
          ml: "നിങ്ങളുടെ പ്രോട്ടോക്കോൾ റിസ്ക് കാർഡിന്റെ, കാണാൻ മാത്രം അനുമതിയുള്ള ലിങ്ക്; നിങ്ങളുടെ മൊത്തത്തിലുള്ള വിലയിരുത്തൽ പറയുന്ന ഒരു വാക്യം നിർബന്ധമല്ല.",
          ar: "رابط للاطلاع فقط على بطاقة مخاطر البروتوكول؛ وجملة بحكمك العام اختيارية.",
        },
        link: "required",
        text: "optional",
      },
    ],
  },
  {
    id: "trader-7",
    journeySlug: "trader",
    number: 7,
    name: {
      en: "Mission 7: Trading psychology",
      ml: "മിഷൻ 7: ട്രേഡിംഗ് മനഃശാസ്ത്രം",
      ar: "المهمة 7: سيكولوجية التداول",
    },
    objective: {
      en: "Keep an honest trading journal, recognise the biases behind your decisions, and present a trade review aloud to your club.",
      ml: "സത്യസന്ധമായ ഒരു ട്രേഡിംഗ് ജേണൽ സൂക്ഷിക്കാനും നിങ്ങളുടെ തീരുമാനങ്ങൾക്ക് പിന്നിലെ പക്ഷപാതങ്ങൾ തിരിച്ചറിയാനും ക്ലബ്ബിന് മുന്നിൽ ഒരു ട്രേഡ് അവലോകനം ഉറക്കെ അവതരിപ്പിക്കാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من الاحتفاظ بيومية تداول صادقة، والتعرّف على التحيّزات وراء قراراتك، وعرض مراجعة صفقة بصوت عالٍ أمام ناديك.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: the mind behind the trade",
          ml: "വായിക്കുക: ട്രേഡിന് പിന്നിലെ മനസ്സ്",
          ar: "اقرأ: العقل وراء الصفقة",
        },
        description: {
          en: "Read about common trading biases in the free articles of Investopedia or Binance Academy: loss aversion, FOMO (fear of missing out), revenge trading after a loss, overconfidence after a winning streak and confirmation bias. Good traders keep a journal: before each trade the setup, reason, entry, stop and target, and after it the outcome, their emotions and whether they followed the plan. Measure outcomes in R, the multiple of what you risked: a trade risking 100 that makes 200 is +2R, and a full stop-out is −1R.",
          ml: "Investopedia-യിലോ Binance Academy-യിലോ ഉള്ള സൗജന്യ ലേഖനങ്ങളിൽ സാധാരണ ട്രേഡിംഗ് പക്ഷപാതങ്ങളെക്കുറിച്ച് വായിക്കുക: നഷ്ടഭയം (loss aversion), അവസരം നഷ്ടപ്പെടുമോ എന്ന ഭയം (FOMO), നഷ്ടത്തിനു ശേഷമുള്ള പ്രതികാര ട്രേഡിംഗ്, തുടർവിജയങ്ങൾക്ക് ശേഷമുള്ള അമിത ആത്മവിശ്വാസം, സ്ഥിരീകരണ പക്ഷപാതം. നല്ല ട്രേഡർമാർ ഒരു ജേണൽ സൂക്ഷിക്കുന്നു: ഓരോ ട്രേഡിനും മുമ്പ് സെറ്റപ്പ്, കാരണം, എൻട്രി, സ്റ്റോപ്പ്, ലക്ഷ്യം; ശേഷം ഫലം, വികാരങ്ങൾ, പ്ലാൻ പാലിച്ചോ എന്നത്. ഫലങ്ങൾ R-ൽ, അതായത് റിസ്ക് ചെയ്തതിന്റെ ഗുണിതമായി, അളക്കുക: 100 റിസ്ക് ചെയ്ത് 200 നേടുന്ന ട്രേഡ് +2R ആണ്, സ്റ്റോപ്പിൽ പൂർണ്ണമായി പുറത്തായാൽ −1R.",
          ar: "اقرأ عن تحيّزات التداول الشائعة في المقالات المجانية على Investopedia أو Binance Academy: النفور من الخسارة، والخوف من تفويت الفرصة (FOMO)، والتداول الانتقامي بعد الخسارة، والثقة المفرطة بعد سلسلة أرباح، والتحيّز التأكيدي. يحتفظ المتداولون الجيدون بيومية: قبل كل صفقة الإعداد والسبب والدخول والوقف والهدف، وبعدها النتيجة ومشاعرهم وهل التزموا بالخطة. قِس النتائج بوحدة R، أي مضاعفات ما خاطرت به: صفقة خاطرت فيها بـ100 وربحت 200 هي ‎+2R، والخروج الكامل عند الوقف هو ‎−1R.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Journal ten paper trades",
          ml: "പത്ത് പേപ്പർ ട്രേഡുകൾ ജേണലിൽ രേഖപ്പെടുത്തുക",
          ar: "دوّن عشر صفقات ورقية في يوميتك",
        },
        description: {
          en: "Build a journal in Google Sheets or Notion with columns for date, market, setup, reason, entry, stop, target, size, result in R, emotion before and after, and plan followed (yes or no). Record at least ten paper trades from TradingView, writing the reason before you enter each one. At the end, add up your total R and count how often you followed the plan.",
          ml: "Google Sheets-ലോ Notion-ലോ തീയതി, വിപണി, സെറ്റപ്പ്, കാരണം, എൻട്രി, സ്റ്റോപ്പ്, ലക്ഷ്യം, വലുപ്പം, R-ലുള്ള ഫലം, മുമ്പും ശേഷവുമുള്ള വികാരം, പ്ലാൻ പാലിച്ചോ (അതെ/ഇല്ല) എന്നീ കോളങ്ങളുള്ള ഒരു ജേണൽ ഉണ്ടാക്കുക. TradingView-ൽ നിന്ന് കുറഞ്ഞത് പത്ത് പേപ്പർ ട്രേഡുകൾ രേഖപ്പെടുത്തുക; ഓരോന്നിലും പ്രവേശിക്കുന്നതിന് മുമ്പ് കാരണം എഴുതുക. അവസാനം മൊത്തം R കൂട്ടി, എത്ര തവണ പ്ലാൻ പാലിച്ചുവെന്ന് എണ്ണുക.",
          ar: "أنشئ يومية في Google Sheets أو Notion بأعمدة للتاريخ والسوق والإعداد والسبب والدخول والوقف والهدف والحجم والنتيجة بوحدة R والشعور قبل الصفقة وبعدها والالتزام بالخطة (نعم أو لا). سجّل عشر صفقات ورقية على الأقل من TradingView، واكتب السبب قبل دخول كل صفقة. في النهاية اجمع إجمالي R واحسب عدد المرات التي التزمت فيها بالخطة.",
        },
        asks: {
          en: "A view-only link to your trading journal with at least ten paper trades.",
          ml: "കുറഞ്ഞത് പത്ത് പേപ്പർ ട്രേഡുകളുള്ള നിങ്ങളുടെ ട്രേഡിംഗ് ജേണലിന്റെ, കാണാൻ മാത്രം അനുമതിയുള്ള ലിങ്ക്.",
          ar: "رابط للاطلاع فقط على يومية تداولك التي تضم عشر صفقات ورقية على الأقل.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "3",
        kind: "quiz",
        name: {
          en: "Quiz: biases and journaling",
          ml: "ക്വിസ്: പക്ഷപാതങ്ങളും ജേണലിംഗും",
          ar: "اختبار: التحيّزات وتدوين اليوميات",
        },
        description: {
          en: "Answer five questions on the reading. You need four right to pass.",
          ml: "വായനയെക്കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. വിജയിക്കാൻ നാലെണ്ണം ശരിയാകണം.",
          ar: "أجب عن خمسة أسئلة حول القراءة. تحتاج إلى أربع إجابات صحيحة للنجاح.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "What is revenge trading?",
                ml: "പ്രതികാര ട്രേഡിംഗ് എന്നാൽ എന്ത്?",
                ar: "ما التداول الانتقامي؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Taking impulsive, often larger trades right after a loss to win the money back",
                    ml: "നഷ്ടത്തിന് തൊട്ടുപിന്നാലെ പണം തിരിച്ചുപിടിക്കാൻ ആവേശത്തോടെ, പലപ്പോഴും വലിയ ട്രേഡുകൾ എടുക്കൽ",
                    ar: "الدخول في صفقات متهوّرة، وغالبًا أكبر، مباشرة بعد خسارة لاسترداد المال",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Reviewing your trades once a week",
                    ml: "ആഴ്ചയിലൊരിക്കൽ നിങ്ങളുടെ ട്രേഡുകൾ അവലോകനം ചെയ്യൽ",
                    ar: "مراجعة صفقاتك مرة في الأسبوع",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Trading against the market's trend on purpose",
                    ml: "മനഃപൂർവം വിപണിയുടെ പ്രവണതയ്ക്ക് എതിരെ ട്രേഡ് ചെയ്യൽ",
                    ar: "التداول عمدًا عكس اتجاه السوق",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q2",
              prompt: {
                en: "What does loss aversion describe?",
                ml: "നഷ്ടഭയം (loss aversion) എന്തിനെയാണ് വിവരിക്കുന്നത്?",
                ar: "ماذا يصف النفور من الخسارة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Feeling a loss more strongly than a gain of the same size, which can make traders hold losing trades too long",
                    ml: "അതേ വലുപ്പമുള്ള ലാഭത്തേക്കാൾ നഷ്ടം കൂടുതൽ ശക്തമായി അനുഭവപ്പെടുന്നത്; ഇത് നഷ്ടത്തിലുള്ള ട്രേഡുകൾ അധികനേരം പിടിച്ചുവെക്കാൻ ട്രേഡർമാരെ പ്രേരിപ്പിക്കാം",
                    ar: "الشعور بالخسارة أشدّ من الشعور بربح بالحجم نفسه، مما قد يدفع المتداولين إلى الاحتفاظ بالصفقات الخاسرة طويلًا",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "A rule that stops must be placed at 1%",
                    ml: "സ്റ്റോപ്പുകൾ 1%-ൽ വെക്കണമെന്ന നിയമം",
                    ar: "قاعدة تقضي بوضع أوامر الوقف عند 1%",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Avoiding trading altogether",
                    ml: "ട്രേഡിംഗ് പൂർണ്ണമായി ഒഴിവാക്കൽ",
                    ar: "تجنّب التداول كليًا",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Which belong in a useful journal entry? Choose all that apply.",
                ml: "ഉപയോഗപ്രദമായ ഒരു ജേണൽ എൻട്രിയിൽ ഇവയിൽ ഏതെല്ലാം ഉൾപ്പെടണം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي ينبغي أن يتضمنه قيدٌ مفيد في اليومية؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The reason for the trade, written before entry",
                    ml: "പ്രവേശിക്കുന്നതിന് മുമ്പ് എഴുതിയ ട്രേഡിന്റെ കാരണം",
                    ar: "سبب الصفقة مكتوبًا قبل الدخول",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Whether you followed your plan",
                    ml: "നിങ്ങൾ പ്ലാൻ പാലിച്ചോ എന്നത്",
                    ar: "هل التزمت بخطتك",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Your emotions before and after the trade",
                    ml: "ട്രേഡിന് മുമ്പും ശേഷവുമുള്ള നിങ്ങളുടെ വികാരങ്ങൾ",
                    ar: "مشاعرك قبل الصفقة وبعدها",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Only the profit, and only for winning trades",
                    ml: "ലാഭം മാത്രം, അതും ലാഭത്തിലായ ട്രേഡുകൾക്ക് മാത്രം",
                    ar: "الربح فقط، وللصفقات الرابحة فقط",
                  },
                },
              ],
              correct: ["a", "b", "c"],
            },
            {
              id: "q4",
              prompt: {
                en: "A trade followed your plan exactly but hit its stop. How should you see it?",
                ml: "ഒരു ട്രേഡ് നിങ്ങളുടെ പ്ലാൻ കൃത്യമായി പാലിച്ചു, പക്ഷേ സ്റ്റോപ്പിൽ തട്ടി. അതിനെ എങ്ങനെ കാണണം?",
                ar: "صفقة التزمت بخطتك تمامًا لكنها بلغت وقف الخسارة. كيف ينبغي أن تنظر إليها؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "As a well-executed trade: the process was right, and losses are part of any strategy",
                    ml: "നന്നായി നടപ്പാക്കിയ ട്രേഡായി: പ്രക്രിയ ശരിയായിരുന്നു, നഷ്ടങ്ങൾ ഏത് തന്ത്രത്തിന്റെയും ഭാഗമാണ്",
                    ar: "على أنها صفقة نُفّذت جيدًا: كانت العملية صحيحة، والخسائر جزء من أي استراتيجية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "As proof that the plan is worthless",
                    ml: "പ്ലാൻ വിലയില്ലാത്തതാണെന്നതിന്റെ തെളിവായി",
                    ar: "على أنها دليل على أن الخطة عديمة القيمة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "As a reason to double the size of the next trade",
                    ml: "അടുത്ത ട്രേഡിന്റെ വലുപ്പം ഇരട്ടിയാക്കാനുള്ള കാരണമായി",
                    ar: "على أنها سبب لمضاعفة حجم الصفقة التالية",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "You risk 50 on a trade and it makes 150. What is the result in R?",
                ml: "ഒരു ട്രേഡിൽ നിങ്ങൾ 50 റിസ്ക് ചെയ്തു, അത് 150 നേടി. R-ൽ ഫലം എത്ര?",
                ar: "خاطرت بـ50 في صفقة فربحت 150. ما النتيجة بوحدة R؟",
              },
              options: [
                { id: "a", text: { en: "+3R", ml: "+3R ആണ് ഫലം", ar: "النتيجة ‎+3R" } },
                { id: "b", text: { en: "+1R", ml: "+1R ആണ് ഫലം", ar: "النتيجة ‎+1R" } },
                { id: "c", text: { en: "+150R", ml: "+150R ആണ് ഫലം", ar: "النتيجة ‎+150R" } },
                { id: "d", text: { en: "+2R", ml: "+2R ആണ് ഫലം", ar: "النتيجة ‎+2R" } },
              ],
              correct: ["a"],
            },
          ],
        },
      },
      {
        stepId: "4",
        kind: "reflection",
        name: {
          en: "Your hardest trade",
          ml: "നിങ്ങളുടെ ഏറ്റവും പ്രയാസമേറിയ ട്രേഡ്",
          ar: "أصعب صفقاتك",
        },
        description: {
          en: "Pick the trade in your journal that was hardest for you, win or loss. Describe what you felt before, during and after it, which bias from the reading showed up, and the rule you are adding to your plan because of it.",
          ml: "ലാഭമായാലും നഷ്ടമായാലും, നിങ്ങളുടെ ജേണലിൽ നിങ്ങൾക്ക് ഏറ്റവും പ്രയാസമേറിയ ട്രേഡ് തിരഞ്ഞെടുക്കുക. അതിന് മുമ്പും അതിനിടയിലും ശേഷവും നിങ്ങൾക്ക് എന്ത് തോന്നി, വായനയിലെ ഏത് പക്ഷപാതമാണ് പ്രകടമായത്, അതുകാരണം പ്ലാനിൽ ചേർക്കുന്ന നിയമം ഏത് എന്നിവ വിവരിക്കുക.",
          ar: "اختر من يوميتك الصفقة التي كانت الأصعب عليك، رابحة كانت أو خاسرة. صف ما شعرت به قبلها وأثناءها وبعدها، وأيّ تحيّز من القراءة ظهر فيها، والقاعدة التي ستضيفها إلى خطتك بسببها.",
        },
        minLength: 250,
      },
      {
        stepId: "5",
        kind: "speech",
        name: {
          en: "Speech: a trade review, aloud",
          ml: "പ്രസംഗം: ഒരു ട്രേഡ് അവലോകനം, ഉറക്കെ",
          ar: "خطاب: مراجعة صفقة بصوت عالٍ",
        },
        description: {
          en: "Give a 4 to 6 minute trade review at your club meeting, with the chart on a screen or printed. Cover the plan before entry (setup, reason, entry, stop, target and size), what actually happened, the result in R, what you did well, what you would change and the emotions you noticed. Close with the one lesson you are taking into your next trades.",
          ml: "ചാർട്ട് സ്ക്രീനിലോ അച്ചടിച്ചോ കാണിച്ച്, ക്ലബ് മീറ്റിംഗിൽ 4 മുതൽ 6 മിനിറ്റ് വരെയുള്ള ഒരു ട്രേഡ് അവലോകനം അവതരിപ്പിക്കുക. പ്രവേശിക്കുന്നതിന് മുമ്പുള്ള പ്ലാൻ (സെറ്റപ്പ്, കാരണം, എൻട്രി, സ്റ്റോപ്പ്, ലക്ഷ്യം, വലുപ്പം), യഥാർത്ഥത്തിൽ സംഭവിച്ചത്, R-ലുള്ള ഫലം, നന്നായി ചെയ്തത്, മാറ്റം വരുത്തുന്നത്, നിങ്ങൾ ശ്രദ്ധിച്ച വികാരങ്ങൾ എന്നിവ ഉൾപ്പെടുത്തുക. അടുത്ത ട്രേഡുകളിലേക്ക് കൊണ്ടുപോകുന്ന ഒരു പാഠം പറഞ്ഞ് അവസാനിപ്പിക്കുക.",
          ar: "قدّم في اجتماع ناديك مراجعة صفقة مدتها من 4 إلى 6 دقائق، مع عرض الرسم البياني على شاشة أو مطبوعًا. تناول الخطة قبل الدخول (الإعداد والسبب والدخول والوقف والهدف والحجم)، وما حدث فعلًا، والنتيجة بوحدة R، وما أحسنت فيه، وما ستغيّره، والمشاعر التي لاحظتها. واختم بالدرس الواحد الذي ستحمله إلى صفقاتك القادمة.",
        },
      },
    ],
  },
  {
    id: "trader-8",
    journeySlug: "trader",
    number: 8,
    name: {
      en: "Mission 8: Public track record",
      ml: "മിഷൻ 8: പരസ്യ പ്രവർത്തന രേഖ",
      ar: "المهمة 8: سجلّ علني",
    },
    objective: {
      en: "Publish a checkable record of your paper trades and a research note, and pitch yourself for a trading or research role.",
      ml: "നിങ്ങളുടെ പേപ്പർ ട്രേഡുകളുടെ പരിശോധിക്കാവുന്ന ഒരു രേഖയും ഒരു ഗവേഷണ കുറിപ്പും പ്രസിദ്ധീകരിക്കാനും ഒരു ട്രേഡിംഗ് അല്ലെങ്കിൽ ഗവേഷണ ജോലിക്കായി സ്വയം അവതരിപ്പിക്കാനും നിങ്ങൾക്ക് കഴിയും.",
      ar: "ستتمكن من نشر سجلّ قابل للتحقق لصفقاتك الورقية ومذكرة بحثية، ومن تقديم نفسك لوظيفة في التداول أو البحث.",
    },
    steps: [
      {
        stepId: "1",
        kind: "text",
        name: {
          en: "Read: a record others can check",
          ml: "വായിക്കുക: മറ്റുള്ളവർക്ക് പരിശോധിക്കാവുന്ന രേഖ",
          ar: "اقرأ: سجلّ يستطيع الآخرون التحقق منه",
        },
        description: {
          en: "A track record is credible when each trade was posted before its outcome, every trade is included rather than the best ones, the risk taken is stated and others can check it, for example through dated posts. Learn the numbers readers look at: total return in R, win rate, average win and loss, and maximum drawdown, the largest fall from a peak to a later low. Browse free job boards such as web3.career and CryptoJobsList for research, analyst and trading roles and note what they ask for. Always label paper trades as paper trades, and never present your ideas as financial advice.",
          ml: "ഓരോ ട്രേഡും അതിന്റെ ഫലത്തിന് മുമ്പ് പോസ്റ്റ് ചെയ്തതും, മികച്ചവ മാത്രമല്ല എല്ലാ ട്രേഡുകളും ഉൾപ്പെടുത്തിയതും, എടുത്ത റിസ്ക് വ്യക്തമാക്കിയതും, ഉദാഹരണത്തിന് തീയതിയുള്ള പോസ്റ്റുകളിലൂടെ മറ്റുള്ളവർക്ക് പരിശോധിക്കാവുന്നതും ആകുമ്പോഴാണ് ഒരു പ്രവർത്തന രേഖ വിശ്വസനീയമാകുന്നത്. വായനക്കാർ നോക്കുന്ന കണക്കുകൾ പഠിക്കുക: R-ലുള്ള മൊത്തം വരുമാനം, വിജയ നിരക്ക്, ശരാശരി ലാഭവും നഷ്ടവും, പരമാവധി ഡ്രോഡൗൺ (ഒരു ഉയർന്ന നിലയിൽ നിന്ന് പിന്നീടുള്ള താഴ്ന്ന നിലയിലേക്കുള്ള ഏറ്റവും വലിയ ഇടിവ്). ഗവേഷണ, അനലിസ്റ്റ്, ട്രേഡിംഗ് ജോലികൾക്കായി web3.career, CryptoJobsList പോലുള്ള സൗജന്യ ജോബ് ബോർഡുകൾ പരിശോധിച്ച് അവ ആവശ്യപ്പെടുന്നത് കുറിക്കുക. പേപ്പർ ട്രേഡുകളെ എപ്പോഴും പേപ്പർ ട്രേഡുകളായി രേഖപ്പെടുത്തുക, നിങ്ങളുടെ ആശയങ്ങൾ ഒരിക്കലും സാമ്പത്തിക ഉപദേശമായി അവതരിപ്പിക്കരുത്.",
          ar: "يكون السجلّ موثوقًا حين تُنشر كل صفقة قبل معرفة نتيجتها، وتُدرج كل الصفقات لا أفضلها فقط، وتُذكر المخاطرة المتخذة، ويستطيع الآخرون التحقق منه، عبر منشورات مؤرّخة مثلًا. تعلّم الأرقام التي ينظر إليها القرّاء: العائد الإجمالي بوحدة R، ونسبة الصفقات الرابحة، ومتوسط الربح والخسارة، وأقصى تراجع، أي أكبر هبوط من قمة إلى قاع لاحق. تصفّح لوحات الوظائف المجانية مثل web3.career وCryptoJobsList بحثًا عن وظائف البحث والتحليل والتداول، ودوّن ما تطلبه. صِف الصفقات الورقية دائمًا بأنها ورقية، ولا تقدّم أفكارك أبدًا على أنها نصيحة مالية.",
        },
      },
      {
        stepId: "2",
        kind: "evidence",
        name: {
          en: "Publish your track record",
          ml: "നിങ്ങളുടെ പ്രവർത്തന രേഖ പ്രസിദ്ധീകരിക്കുക",
          ar: "انشر سجلّك",
        },
        description: {
          en: "Create a public page in Notion, a GitHub README or a view-only Google Sheet listing every journal trade from Missions 4 to 7 with its date, market, risk and result in R. Add a summary with your total R, win rate, average win and loss and maximum drawdown, and state clearly at the top that these are paper trades. Link any trade ideas you posted beforehand so readers can check the timestamps.",
          ml: "Notion-ലെ ഒരു പൊതു പേജിലോ GitHub README-യിലോ കാണാൻ മാത്രമുള്ള Google Sheet-ലോ, മിഷൻ 4 മുതൽ 7 വരെയുള്ള ജേണലിലെ എല്ലാ ട്രേഡുകളും തീയതി, വിപണി, റിസ്ക്, R-ലുള്ള ഫലം എന്നിവ സഹിതം പട്ടികപ്പെടുത്തുക. മൊത്തം R, വിജയ നിരക്ക്, ശരാശരി ലാഭവും നഷ്ടവും, പരമാവധി ഡ്രോഡൗൺ എന്നിവയുള്ള ഒരു സംഗ്രഹം ചേർക്കുക; ഇവ പേപ്പർ ട്രേഡുകളാണെന്ന് മുകളിൽ വ്യക്തമായി പറയുക. സമയമുദ്രകൾ വായനക്കാർക്ക് പരിശോധിക്കാൻ, മുൻകൂട്ടി പോസ്റ്റ് ചെയ്ത ട്രേഡ് ആശയങ്ങളുടെ ലിങ്കുകൾ നൽകുക.",
          ar: "أنشئ صفحة عامة في Notion أو ملف README على GitHub أو جدول Google Sheet للاطلاع فقط، تسرد فيه كل صفقات يوميتك من المهمة 4 إلى المهمة 7 مع التاريخ والسوق والمخاطرة والنتيجة بوحدة R. أضف ملخصًا بإجمالي R ونسبة الصفقات الرابحة ومتوسط الربح والخسارة وأقصى تراجع، واذكر بوضوح في الأعلى أنها صفقات ورقية. اربط أي أفكار صفقات نشرتها مسبقًا ليتحقق القرّاء من توقيتها.",
        },
        asks: {
          en: "A link to your public track record page.",
          ml: "നിങ്ങളുടെ പരസ്യ പ്രവർത്തന രേഖ പേജിന്റെ ലിങ്ക്.",
          ar: "رابط صفحة سجلّك العلني.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "3",
        kind: "evidence",
        name: {
          en: "Publish a research note",
          ml: "ഒരു ഗവേഷണ കുറിപ്പ് പ്രസിദ്ധീകരിക്കുക",
          ar: "انشر مذكرة بحثية",
        },
        description: {
          en: "Write a research note of 500 to 800 words on one token or protocol, using the on-chain and risk skills of Missions 5 and 6: what it does, what the data shows, the main risks and what would change your view. Publish it for free on Paragraph, Substack, Medium or GitHub, with your sources linked. End with a clear statement that it is not financial advice.",
          ml: "മിഷൻ 5, 6 എന്നിവയിലെ ഓൺ-ചെയിൻ, റിസ്ക് കഴിവുകൾ ഉപയോഗിച്ച്, ഒരു ടോക്കണിനെയോ പ്രോട്ടോക്കോളിനെയോ കുറിച്ച് 500 മുതൽ 800 വരെ വാക്കുകളുള്ള ഒരു ഗവേഷണ കുറിപ്പ് എഴുതുക: അത് എന്ത് ചെയ്യുന്നു, ഡാറ്റ എന്ത് കാണിക്കുന്നു, പ്രധാന റിസ്കുകൾ, നിങ്ങളുടെ അഭിപ്രായം എന്ത് മാറ്റും. സ്രോതസ്സുകളുടെ ലിങ്കുകൾ സഹിതം Paragraph, Substack, Medium അല്ലെങ്കിൽ GitHub-ൽ അത് സൗജന്യമായി പ്രസിദ്ധീകരിക്കുക. ഇത് സാമ്പത്തിക ഉപദേശമല്ലെന്ന വ്യക്തമായ പ്രസ്താവനയോടെ അവസാനിപ്പിക്കുക.",
          ar: "اكتب مذكرة بحثية من 500 إلى 800 كلمة عن رمز أو بروتوكول واحد، مستخدمًا مهارات البيانات على السلسلة وتقييم المخاطر من المهمتين 5 و6: ماذا يفعل، وماذا تُظهر البيانات، وما المخاطر الرئيسية، وما الذي قد يغيّر رأيك. انشرها مجانًا على Paragraph أو Substack أو Medium أو GitHub مع روابط مصادرك. واختمها بعبارة واضحة أنها ليست نصيحة مالية.",
        },
        asks: {
          en: "A link to your published research note.",
          ml: "നിങ്ങൾ പ്രസിദ്ധീകരിച്ച ഗവേഷണ കുറിപ്പിന്റെ ലിങ്ക്.",
          ar: "رابط مذكرتك البحثية المنشورة.",
        },
        link: "required",
        text: "none",
      },
      {
        stepId: "4",
        kind: "quiz",
        name: {
          en: "Quiz: track records",
          ml: "ക്വിസ്: പ്രവർത്തന രേഖകൾ",
          ar: "اختبار: سجلّات الأداء",
        },
        description: {
          en: "Answer five questions on credible track records and the numbers behind them. You need four right to pass.",
          ml: "വിശ്വസനീയമായ പ്രവർത്തന രേഖകളെയും അവയ്ക്ക് പിന്നിലെ കണക്കുകളെയും കുറിച്ചുള്ള അഞ്ച് ചോദ്യങ്ങൾക്ക് ഉത്തരം നൽകുക. വിജയിക്കാൻ നാലെണ്ണം ശരിയാകണം.",
          ar: "أجب عن خمسة أسئلة حول السجلّات الموثوقة والأرقام التي تقف وراءها. تحتاج إلى أربع إجابات صحيحة للنجاح.",
        },
        quiz: {
          passMark: 4,
          questions: [
            {
              id: "q1",
              prompt: {
                en: "Which make a track record more credible? Choose all that apply.",
                ml: "ഇവയിൽ ഏതെല്ലാമാണ് ഒരു പ്രവർത്തന രേഖയെ കൂടുതൽ വിശ്വസനീയമാക്കുന്നത്? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ما الذي يجعل السجلّ أكثر موثوقية؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Trade ideas posted with a date before the outcome was known",
                    ml: "ഫലം അറിയുന്നതിന് മുമ്പ് തീയതിയോടെ പോസ്റ്റ് ചെയ്ത ട്രേഡ് ആശയങ്ങൾ",
                    ar: "أفكار صفقات منشورة بتاريخ قبل معرفة النتيجة",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Every trade included, the losing ones too",
                    ml: "നഷ്ടമായവ ഉൾപ്പെടെ എല്ലാ ട്രേഡുകളും ഉൾപ്പെടുത്തൽ",
                    ar: "إدراج كل الصفقات، والخاسرة منها أيضًا",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Screenshots of the best trades only",
                    ml: "മികച്ച ട്രേഡുകളുടെ സ്ക്രീൻഷോട്ടുകൾ മാത്രം",
                    ar: "لقطات شاشة لأفضل الصفقات فقط",
                  },
                },
                {
                  id: "d",
                  text: {
                    en: "Deleting the posts of calls that went wrong",
                    ml: "തെറ്റിപ്പോയ പ്രവചനങ്ങളുടെ പോസ്റ്റുകൾ നീക്കം ചെയ്യൽ",
                    ar: "حذف منشورات التوقعات التي لم تصب",
                  },
                },
              ],
              correct: ["a", "b"],
            },
            {
              id: "q2",
              prompt: {
                en: "What is maximum drawdown?",
                ml: "പരമാവധി ഡ്രോഡൗൺ എന്താണ്?",
                ar: "ما أقصى تراجع (maximum drawdown)؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "The largest fall in account value from a peak to a later low",
                    ml: "ഒരു ഉയർന്ന നിലയിൽ നിന്ന് പിന്നീടുള്ള താഴ്ന്ന നിലയിലേക്ക് അക്കൗണ്ട് മൂല്യത്തിലുണ്ടായ ഏറ്റവും വലിയ ഇടിവ്",
                    ar: "أكبر هبوط في قيمة الحساب من قمة إلى قاع لاحق",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "The biggest single winning trade",
                    ml: "ഏറ്റവും വലിയ ഒറ്റ ലാഭ ട്രേഡ്",
                    ar: "أكبر صفقة رابحة منفردة",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "The total fees paid over a year",
                    ml: "ഒരു വർഷത്തിൽ അടച്ച മൊത്തം ഫീസ്",
                    ar: "إجمالي الرسوم المدفوعة خلال سنة",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q3",
              prompt: {
                en: "Why can a high win rate on its own mislead?",
                ml: "ഉയർന്ന വിജയ നിരക്ക് മാത്രം നോക്കുന്നത് തെറ്റിദ്ധരിപ്പിക്കാൻ കാരണമെന്ത്?",
                ar: "لماذا قد تكون نسبة الصفقات الرابحة المرتفعة وحدها مضلّلة؟",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "A trader can win often and still lose overall if the losses are much larger than the wins",
                    ml: "നഷ്ടങ്ങൾ ലാഭങ്ങളേക്കാൾ വളരെ വലുതാണെങ്കിൽ, ഒരു ട്രേഡർ പലപ്പോഴും ജയിച്ചിട്ടും മൊത്തത്തിൽ നഷ്ടത്തിലാകാം",
                    ar: "قد يربح المتداول كثيرًا ويبقى خاسرًا إجمالًا إذا كانت خسائره أكبر بكثير من أرباحه",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Because every strategy's win rate is exactly 50%",
                    ml: "എല്ലാ തന്ത്രങ്ങളുടെയും വിജയ നിരക്ക് കൃത്യം 50% ആയതിനാൽ",
                    ar: "لأن نسبة الربح لكل استراتيجية 50% بالضبط",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Because a win rate cannot be calculated for paper trades",
                    ml: "പേപ്പർ ട്രേഡുകൾക്ക് വിജയ നിരക്ക് കണക്കാക്കാൻ കഴിയാത്തതിനാൽ",
                    ar: "لأن نسبة الربح لا يمكن حسابها للصفقات الورقية",
                  },
                },
              ],
              correct: ["a"],
            },
            {
              id: "q4",
              prompt: {
                en: "Over ten trades you win four at +3R each and lose six at −1R each. What is your total?",
                ml: "പത്ത് ട്രേഡുകളിൽ നാലെണ്ണം +3R വീതം നേടുകയും ആറെണ്ണം −1R വീതം നഷ്ടമാകുകയും ചെയ്യുന്നു. മൊത്തം എത്ര?",
                ar: "في عشر صفقات ربحت أربعًا بـ‎+3R لكلٍّ منها وخسرت ستًا بـ‎−1R لكلٍّ منها. ما الإجمالي؟",
              },
              options: [
                { id: "a", text: { en: "+6R", ml: "മൊത്തം +6R", ar: "الإجمالي ‎+6R" } },
                { id: "b", text: { en: "−2R", ml: "മൊത്തം −2R", ar: "الإجمالي ‎−2R" } },
                { id: "c", text: { en: "+12R", ml: "മൊത്തം +12R", ar: "الإجمالي ‎+12R" } },
                { id: "d", text: { en: "0R", ml: "മൊത്തം 0R", ar: "الإجمالي 0R" } },
              ],
              correct: ["a"],
            },
            {
              id: "q5",
              prompt: {
                en: "When you share trade ideas in public, what should you do? Choose all that apply.",
                ml: "ട്രേഡ് ആശയങ്ങൾ പരസ്യമായി പങ്കുവെക്കുമ്പോൾ നിങ്ങൾ എന്ത് ചെയ്യണം? ബാധകമായതെല്ലാം തിരഞ്ഞെടുക്കുക.",
                ar: "ماذا ينبغي أن تفعل حين تشارك أفكار صفقات علنًا؟ اختر كل ما ينطبق.",
              },
              options: [
                {
                  id: "a",
                  text: {
                    en: "Say clearly that they are paper trades and not financial advice",
                    ml: "അവ പേപ്പർ ട്രേഡുകളാണെന്നും സാമ്പത്തിക ഉപദേശമല്ലെന്നും വ്യക്തമായി പറയുക",
                    ar: "أن تذكر بوضوح أنها صفقات ورقية وليست نصيحة مالية",
                  },
                },
                {
                  id: "b",
                  text: {
                    en: "Disclose whether you hold the asset you are writing about",
                    ml: "നിങ്ങൾ എഴുതുന്ന ആസ്തി നിങ്ങളുടെ കൈവശമുണ്ടോ എന്ന് വെളിപ്പെടുത്തുക",
                    ar: "أن تُفصح عمّا إذا كنت تملك الأصل الذي تكتب عنه",
                  },
                },
                {
                  id: "c",
                  text: {
                    en: "Promise your readers a guaranteed return",
                    ml: "വായനക്കാർക്ക് ഉറപ്പായ വരുമാനം വാഗ്ദാനം ചെയ്യുക",
                    ar: "أن تعد قرّاءك بعائد مضمون",
                  },
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
          en: "Pitch yourself, aloud",
          ml: "സ്വയം അവതരിപ്പിക്കുക, ഉറക്കെ",
          ar: "قدّم نفسك بصوت عالٍ",
        },
        description: {
          en: "Choose a trading or research role from the job boards and prepare a 2 to 3 minute pitch: who you are, what your track record shows, one insight from your research note and why you fit the role. Practise it at your club meeting or with a fellow member and use their feedback, then record it on your phone or with Loom's free plan. Apply for the role when you are ready.",
          ml: "ജോബ് ബോർഡുകളിൽ നിന്ന് ഒരു ട്രേഡിംഗ് അല്ലെങ്കിൽ ഗവേഷണ ജോലി തിരഞ്ഞെടുത്ത് 2 മുതൽ 3 മിനിറ്റ് വരെയുള്ള ഒരു പിച്ച് തയ്യാറാക്കുക: നിങ്ങൾ ആരാണ്, നിങ്ങളുടെ പ്രവർത്തന രേഖ എന്ത് കാണിക്കുന്നു, ഗവേഷണ കുറിപ്പിൽ നിന്നുള്ള ഒരു ഉൾക്കാഴ്ച, ആ ജോലിക്ക് നിങ്ങൾ അനുയോജ്യനാകുന്നത് എന്തുകൊണ്ട്. ക്ലബ് മീറ്റിംഗിലോ ഒരു സഹ അംഗത്തോടൊപ്പമോ അത് പരിശീലിച്ച് അവരുടെ അഭിപ്രായം ഉപയോഗിക്കുക, തുടർന്ന് ഫോണിലോ Loom-ന്റെ സൗജന്യ പ്ലാനിലോ റെക്കോർഡ് ചെയ്യുക. തയ്യാറാകുമ്പോൾ ആ ജോലിക്ക് അപേക്ഷിക്കുക.",
          ar: "اختر وظيفة في التداول أو البحث من لوحات الوظائف وحضّر عرضًا تقديميًا من 2 إلى 3 دقائق: من أنت، وماذا يُظهر سجلّك، وفكرة واحدة من مذكرتك البحثية، ولماذا تناسبك الوظيفة. تدرّب عليه في اجتماع ناديك أو مع زميل من الأعضاء واستفد من ملاحظاتهم، ثم سجّله بهاتفك أو بالخطة المجانية من Loom. وتقدّم للوظيفة حين تكون مستعدًا.",
        },
        asks: {
          en: "A link to your recorded pitch and, in the text, the role you applied for and where it was listed.",
          ml: "റെക്കോർഡ് ചെയ്ത പിച്ചിന്റെ ലിങ്കും, ടെക്സ്റ്റിൽ നിങ്ങൾ അപേക്ഷിച്ച ജോലിയും അത് പ്രസിദ്ധീകരിച്ചിരുന്ന ഇടവും.",
          ar: "رابط عرضك المسجّل، وفي النص الوظيفة التي تقدّمت لها ومكان الإعلان عنها.",
        },
        link: "required",
        text: "required",
      },
      {
        stepId: "6",
        kind: "reflection",
        name: {
          en: "Looking back",
          ml: "തിരിഞ്ഞുനോക്കുമ്പോൾ",
          ar: "نظرة إلى الوراء",
        },
        description: {
          en: "Look back over your journey from Mission 3 to now. Describe how the way you think about markets and risk has changed, which skill you are proudest of and what you will practise over the next three months.",
          ml: "മിഷൻ 3 മുതൽ ഇതുവരെയുള്ള നിങ്ങളുടെ യാത്രയിലേക്ക് തിരിഞ്ഞുനോക്കുക. വിപണികളെയും റിസ്കിനെയും കുറിച്ചുള്ള നിങ്ങളുടെ ചിന്താരീതി എങ്ങനെ മാറി, ഏത് കഴിവിലാണ് നിങ്ങൾ ഏറ്റവും അഭിമാനിക്കുന്നത്, അടുത്ത മൂന്ന് മാസം എന്ത് പരിശീലിക്കും എന്നിവ വിവരിക്കുക.",
          ar: "انظر إلى رحلتك من المهمة 3 حتى الآن. صف كيف تغيّرت طريقة تفكيرك في الأسواق والمخاطر، وأيّ مهارة تفخر بها أكثر، وما الذي ستتدرّب عليه خلال الأشهر الثلاثة القادمة.",
        },
        minLength: 250,
      },
    ],
  },
];
