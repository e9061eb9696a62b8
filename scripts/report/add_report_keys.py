#!/usr/bin/env python3
"""Adds the glossary keys the report templates and the offline writer use, in all 13 languages, and moves
the German glossary to the formal "Sie" register the app uses. Idempotent: re-running sets the same values.
The JSON files stay the source of truth; this records how the keys were first written.
Run from the repository root: python3 scripts/report/add_report_keys.py && swift run astrosvitla glossary check
"""
import json
import re

L = ['en', 'uk', 'de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'ko', 'zh-Hans', 'zh-Hant', 'ru', 'tr']
NNBSP = '\u202f'  # French narrow no-break space before : and ;

# key: (comment, args, allowSameAsEnglish, {language: value})
KEYS = {
    'pattern.label': ("A label and its value on one line, e.g. 'Moon phase at birth: Full Moon'. {0} = label, {1} = value.",
                      ['text', 'text'], True, {
        'en': '{0}: {1}', 'fr': '{0}' + NNBSP + ': {1}', 'ja': '{0}：{1}', 'zh-Hans': '{0}：{1}', 'zh-Hant': '{0}：{1}'}),
    'pattern.label_sentence': ("A label and its value as a sentence of the offline report. {0} = label, {1} = value.",
                               ['text', 'text'], True, {
        'en': '{0}: {1}.', 'fr': '{0}' + NNBSP + ': {1}.', 'ja': '{0}：{1}。', 'zh-Hans': '{0}：{1}。', 'zh-Hant': '{0}：{1}。'}),
    'pattern.list': ("Joins two items of a list; applied repeatedly for longer lists. {0} = the items so far, {1} = the next item.",
                     ['text', 'text'], True, {
        'en': '{0}, {1}', 'ja': '{0}、{1}', 'zh-Hans': '{0}、{1}', 'zh-Hant': '{0}、{1}'}),
    'pattern.keyword_pair': ("Two keyword phrases side by side, e.g. 'identity and vitality; bold initiative'. {0} = first, {1} = second.",
                             ['keyword', 'keyword'], True, {
        'en': '{0}; {1}', 'fr': '{0}' + NNBSP + '; {1}', 'ja': '{0}、{1}', 'zh-Hans': '{0}；{1}', 'zh-Hant': '{0}；{1}'}),
    'pattern.placement': ("A planet with its sign and house, e.g. 'Sun in Aries in the 10th house'. {0} = planet, {1} = sign, {2} = house.",
                          ['planet', 'sign', 'house'], True, None),  # derived from pattern.planet_in_sign_house
    'offline.summary': ("First sentence of an offline report. {0}, {1}, {2} = phrases such as 'Sun in Aries' (Sun, Moon, Ascendant).",
                        ['text', 'text', 'text'], False, {
        'en': 'The core of your chart: {0}, {1} and {2}.',
        'uk': 'Основа вашої карти: {0}, {1} і {2}.',
        'de': 'Der Kern Ihres Horoskops: {0}, {1} und {2}.',
        'fr': 'Le cœur de votre thème' + NNBSP + ': {0}, {1} et {2}.',
        'es': 'El núcleo de tu carta: {0}, {1} y {2}.',
        'pt-BR': 'O núcleo do seu mapa: {0}, {1} e {2}.',
        'it': 'Il cuore del tuo tema: {0}, {1} e {2}.',
        'ja': 'あなたのチャートの核：{0}、{1}、{2}。',
        'ko': '당신 차트의 핵심: {0}, {1}, {2}.',
        'zh-Hans': '你星盘的核心：{0}、{1}、{2}。',
        'zh-Hant': '你星盤的核心：{0}、{1}、{2}。',
        'ru': 'Основа вашей карты: {0}, {1} и {2}.',
        'tr': 'Haritanızın özü: {0}, {1} ve {2}.'}),
    'offline.summary_two': ("First sentence of an offline report when the birth time is unknown. {0}, {1} = phrases such as 'Sun in Aries' (Sun, Moon).",
                            ['text', 'text'], False, {
        'en': 'The core of your chart: {0} and {1}.',
        'uk': 'Основа вашої карти: {0} і {1}.',
        'de': 'Der Kern Ihres Horoskops: {0} und {1}.',
        'fr': 'Le cœur de votre thème' + NNBSP + ': {0} et {1}.',
        'es': 'El núcleo de tu carta: {0} y {1}.',
        'pt-BR': 'O núcleo do seu mapa: {0} e {1}.',
        'it': 'Il cuore del tuo tema: {0} e {1}.',
        'ja': 'あなたのチャートの核：{0}、{1}。',
        'ko': '당신 차트의 핵심: {0}, {1}.',
        'zh-Hans': '你星盘的核心：{0}、{1}。',
        'zh-Hant': '你星盤的核心：{0}、{1}。',
        'ru': 'Основа вашей карты: {0} и {1}.',
        'tr': 'Haritanızın özü: {0} ve {1}.'}),
    'offline.no_birth_time': ("Sentence in a report whose birth time is unknown.", [], False, {
        'en': 'The birth time is unknown, so this report leaves out the houses, the Ascendant and the Midheaven.',
        'uk': 'Час народження невідомий, тому звіт не враховує доми, Асцендент і Середину неба.',
        'de': 'Die Geburtszeit ist unbekannt, daher lässt dieser Bericht die Häuser, den Aszendenten und das Medium Coeli aus.',
        'fr': 'L’heure de naissance est inconnue' + NNBSP + '; ce rapport laisse donc de côté les maisons, l’Ascendant et le Milieu du Ciel.',
        'es': 'La hora de nacimiento es desconocida, así que este informe omite las casas, el Ascendente y el Medio Cielo.',
        'pt-BR': 'O horário de nascimento é desconhecido, por isso este relatório deixa de fora as casas, o Ascendente e o Meio do Céu.',
        'it': 'L’ora di nascita è sconosciuta, quindi questo report tralascia le case, l’Ascendente e il Medio Cielo.',
        'ja': '出生時刻が不明なため、このレポートではハウス、アセンダント、MCを扱いません。',
        'ko': '출생 시간을 알 수 없어 이 리포트는 하우스, 어센던트, MC를 다루지 않습니다.',
        'zh-Hans': '出生时间未知，因此本报告不涉及宫位、上升点和天顶。',
        'zh-Hant': '出生時間未知，因此本報告不涉及宮位、上升點和天頂。',
        'ru': 'Время рождения неизвестно, поэтому отчёт не учитывает дома, Асцендент и Середину неба.',
        'tr': 'Doğum saati bilinmediği için bu rapor evleri, Yükseleni ve Tepe Noktası\'nı dışarıda bırakıyor.'}),
    'offline.closing': ("Last sentence of an offline report's analysis.", [], False, {
        'en': 'Read these placements as tendencies, not as fate: how you use them is up to you.',
        'uk': 'Сприймайте ці положення як схильності, а не як долю: як ними скористатися, вирішуєте ви.',
        'de': 'Lesen Sie diese Stellungen als Neigungen, nicht als Schicksal: Wie Sie sie nutzen, entscheiden Sie.',
        'fr': 'Lisez ces positions comme des tendances, non comme un destin' + NNBSP + ': c’est vous qui décidez comment les utiliser.',
        'es': 'Lee estas posiciones como tendencias, no como destino: tú decides cómo usarlas.',
        'pt-BR': 'Leia estas posições como tendências, não como destino: você decide como usá-las.',
        'it': 'Leggi queste posizioni come tendenze, non come destino: sei tu a decidere come usarle.',
        'ja': 'これらの配置は運命ではなく傾向として読んでください。どう生かすかはあなた次第です。',
        'ko': '이 배치들은 운명이 아니라 경향으로 읽으세요. 어떻게 활용할지는 당신이 정합니다.',
        'zh-Hans': '请把这些落点视为倾向而非命运：如何运用它们由你决定。',
        'zh-Hant': '請把這些落點視為傾向而非命運：如何運用它們由你決定。',
        'ru': 'Воспринимайте эти положения как склонности, а не как судьбу: как ими воспользоваться, решаете вы.',
        'tr': 'Bu yerleşimleri kader değil eğilim olarak okuyun: onları nasıl kullanacağınıza siz karar verirsiniz.'}),
    'offline.area.finances': ("Sentence of the offline report naming what the finances area looks at.", [], False, {
        'en': 'For money matters, the 2nd, 8th and 11th houses, Venus, Jupiter and Saturn say the most.',
        'uk': 'Для фінансів найважливіші 2-й, 8-й і 11-й доми, Венера, Юпітер і Сатурн.',
        'de': 'Für Geldfragen sind das 2., 8. und 11. Haus, Venus, Jupiter und Saturn am wichtigsten.',
        'fr': 'Pour l’argent, les maisons 2, 8 et 11, Vénus, Jupiter et Saturne comptent le plus.',
        'es': 'Para el dinero, las casas 2, 8 y 11, Venus, Júpiter y Saturno son lo más importante.',
        'pt-BR': 'Para o dinheiro, as casas 2, 8 e 11, Vênus, Júpiter e Saturno são o mais importante.',
        'it': 'Per il denaro contano soprattutto le case 2, 8 e 11, Venere, Giove e Saturno.',
        'ja': 'お金については、第2・第8・第11ハウス、金星、木星、土星が特に重要です。',
        'ko': '재정에서는 제2·제8·제11하우스, 금성, 목성, 토성이 가장 중요합니다.',
        'zh-Hans': '在财务方面，第2、第8、第11宫以及金星、木星和土星最为重要。',
        'zh-Hant': '在財務方面，第2、第8、第11宮以及金星、木星和土星最為重要。',
        'ru': 'Для финансов важнее всего 2-й, 8-й и 11-й дома, Венера, Юпитер и Сатурн.',
        'tr': 'Para konusunda en önemlileri 2., 8. ve 11. evler, Venüs, Jüpiter ve Satürn\'dür.'}),
    'offline.area.career': ("Sentence of the offline report naming what the career area looks at.", [], False, {
        'en': 'For your career, the Midheaven, the 10th and 6th houses, the Sun and Saturn say the most.',
        'uk': 'Для кар’єри найважливіші Середина неба, 10-й і 6-й доми, Сонце і Сатурн.',
        'de': 'Für Ihre Karriere sind das Medium Coeli, das 10. und 6. Haus, die Sonne und Saturn am wichtigsten.',
        'fr': 'Pour votre carrière, le Milieu du Ciel, les maisons 10 et 6, le Soleil et Saturne comptent le plus.',
        'es': 'Para tu carrera, el Medio Cielo, las casas 10 y 6, el Sol y Saturno son lo más importante.',
        'pt-BR': 'Para sua carreira, o Meio do Céu, as casas 10 e 6, o Sol e Saturno são o mais importante.',
        'it': 'Per la tua carriera contano soprattutto il Medio Cielo, le case 10 e 6, il Sole e Saturno.',
        'ja': 'キャリアについては、MC、第10・第6ハウス、太陽、土星が特に重要です。',
        'ko': '커리어에서는 MC, 제10·제6하우스, 태양, 토성이 가장 중요합니다.',
        'zh-Hans': '在事业方面，天顶、第10宫和第6宫以及太阳和土星最为重要。',
        'zh-Hant': '在事業方面，天頂、第10宮和第6宮以及太陽和土星最為重要。',
        'ru': 'Для карьеры важнее всего Середина неба, 10-й и 6-й дома, Солнце и Сатурн.',
        'tr': 'Kariyeriniz için en önemlileri Tepe Noktası, 10. ve 6. evler, Güneş ve Satürn\'dür.'}),
    'offline.area.relationships': ("Sentence of the offline report naming what the relationships area looks at.", [], False, {
        'en': 'For relationships, the 7th and 5th houses, Venus, Mars and the Moon say the most.',
        'uk': 'Для стосунків найважливіші 7-й і 5-й доми, Венера, Марс і Місяць.',
        'de': 'Für Beziehungen sind das 7. und 5. Haus, Venus, Mars und der Mond am wichtigsten.',
        'fr': 'Pour les relations, les maisons 7 et 5, Vénus, Mars et la Lune comptent le plus.',
        'es': 'Para las relaciones, las casas 7 y 5, Venus, Marte y la Luna son lo más importante.',
        'pt-BR': 'Para os relacionamentos, as casas 7 e 5, Vênus, Marte e a Lua são o mais importante.',
        'it': 'Per le relazioni contano soprattutto le case 7 e 5, Venere, Marte e la Luna.',
        'ja': '人間関係については、第7・第5ハウス、金星、火星、月が特に重要です。',
        'ko': '관계에서는 제7·제5하우스, 금성, 화성, 달이 가장 중요합니다.',
        'zh-Hans': '在人际关系方面，第7宫和第5宫以及金星、火星和月亮最为重要。',
        'zh-Hant': '在人際關係方面，第7宮和第5宮以及金星、火星和月亮最為重要。',
        'ru': 'Для отношений важнее всего 7-й и 5-й дома, Венера, Марс и Луна.',
        'tr': 'İlişkiler için en önemlileri 7. ve 5. evler, Venüs, Mars ve Ay\'dır.'}),
    'offline.area.health': ("Sentence of the offline report naming what the wellness area looks at.", [], False, {
        'en': 'For your wellness, the Ascendant, the 6th and 12th houses, the Sun, the Moon and Mars say the most.',
        'uk': 'Для благополуччя найважливіші Асцендент, 6-й і 12-й доми, Сонце, Місяць і Марс.',
        'de': 'Für Ihr Wohlbefinden sind der Aszendent, das 6. und 12. Haus, die Sonne, der Mond und Mars am wichtigsten.',
        'fr': 'Pour votre bien-être, l’Ascendant, les maisons 6 et 12, le Soleil, la Lune et Mars comptent le plus.',
        'es': 'Para tu bienestar, el Ascendente, las casas 6 y 12, el Sol, la Luna y Marte son lo más importante.',
        'pt-BR': 'Para seu bem-estar, o Ascendente, as casas 6 e 12, o Sol, a Lua e Marte são o mais importante.',
        'it': 'Per il tuo benessere contano soprattutto l’Ascendente, le case 6 e 12, il Sole, la Luna e Marte.',
        'ja': 'ウェルネスについては、アセンダント、第6・第12ハウス、太陽、月、火星が特に重要です。',
        'ko': '웰니스에서는 어센던트, 제6·제12하우스, 태양, 달, 화성이 가장 중요합니다.',
        'zh-Hans': '在身心健康方面，上升点、第6宫和第12宫以及太阳、月亮和火星最为重要。',
        'zh-Hant': '在身心健康方面，上升點、第6宮和第12宮以及太陽、月亮和火星最為重要。',
        'ru': 'Для благополучия важнее всего Асцендент, 6-й и 12-й дома, Солнце, Луна и Марс.',
        'tr': 'İyi oluşunuz için en önemlileri Yükselen, 6. ve 12. evler, Güneş, Ay ve Mars\'tır.'}),
    'offline.area.general': ("Sentence of the offline report naming what the general area looks at.", [], False, {
        'en': 'For the overall picture, the Sun, the Moon and the Ascendant say the most.',
        'uk': 'Для загальної картини найважливіші Сонце, Місяць і Асцендент.',
        'de': 'Für das Gesamtbild sind die Sonne, der Mond und der Aszendent am wichtigsten.',
        'fr': 'Pour la vue d’ensemble, le Soleil, la Lune et l’Ascendant comptent le plus.',
        'es': 'Para la visión de conjunto, el Sol, la Luna y el Ascendente son lo más importante.',
        'pt-BR': 'Para o panorama geral, o Sol, a Lua e o Ascendente são o mais importante.',
        'it': 'Per il quadro generale contano soprattutto il Sole, la Luna e l’Ascendente.',
        'ja': '全体像については、太陽、月、アセンダントが特に重要です。',
        'ko': '전체적인 그림에서는 태양, 달, 어센던트가 가장 중요합니다.',
        'zh-Hans': '从整体来看，太阳、月亮和上升点最为重要。',
        'zh-Hant': '從整體來看，太陽、月亮和上升點最為重要。',
        'ru': 'Для общей картины важнее всего Солнце, Луна и Асцендент.',
        'tr': 'Genel tablo için en önemlileri Güneş, Ay ve Yükselen\'dir.'}),
    'chart.moon_phase': ("Label: the Moon's phase at birth.", [], False, {
        'en': 'Moon phase at birth', 'uk': 'Фаза Місяця при народженні', 'de': 'Mondphase bei der Geburt',
        'fr': 'Phase lunaire à la naissance', 'es': 'Fase lunar al nacer', 'pt-BR': 'Fase da Lua no nascimento',
        'it': 'Fase lunare alla nascita', 'ja': '出生時の月相', 'ko': '출생 시 달의 위상', 'zh-Hans': '出生时的月相',
        'zh-Hant': '出生時的月相', 'ru': 'Фаза Луны при рождении', 'tr': 'Doğumdaki Ay evresi'}),
    'chart.section.elements': ("Label: how the ten planets spread over the four elements.", [], False, {
        'en': 'Elements', 'uk': 'Стихії', 'de': 'Elemente', 'fr': 'Éléments', 'es': 'Elementos', 'pt-BR': 'Elementos',
        'it': 'Elementi', 'ja': 'エレメント', 'ko': '원소', 'zh-Hans': '元素', 'zh-Hant': '元素', 'ru': 'Стихии',
        'tr': 'Elementler'}),
    'chart.dominant_element': ("Label: the element with the most planets.", [], False, {
        'en': 'Dominant element', 'uk': 'Переважна стихія', 'de': 'Vorherrschendes Element', 'fr': 'Élément dominant',
        'es': 'Elemento dominante', 'pt-BR': 'Elemento dominante', 'it': 'Elemento dominante', 'ja': '優勢なエレメント',
        'ko': '우세한 원소', 'zh-Hans': '主导元素', 'zh-Hant': '主導元素', 'ru': 'Преобладающая стихия',
        'tr': 'Baskın element'}),
    'chart.retrograde_planets': ("Label: the planets that were retrograde at birth.", [], False, {
        'en': 'Retrograde planets', 'uk': 'Ретроградні планети', 'de': 'Rückläufige Planeten', 'fr': 'Planètes rétrogrades',
        'es': 'Planetas retrógrados', 'pt-BR': 'Planetas retrógrados', 'it': 'Pianeti retrogradi', 'ja': '逆行中の惑星',
        'ko': '역행 행성', 'zh-Hans': '逆行行星', 'zh-Hant': '逆行行星', 'ru': 'Ретроградные планеты',
        'tr': 'Geri giden gezegenler'}),
    'chart.tightest_aspects': ("Label: the aspects closest to exact.", [], False, {
        'en': 'Tightest aspects', 'uk': 'Найточніші аспекти', 'de': 'Engste Aspekte', 'fr': 'Aspects les plus serrés',
        'es': 'Aspectos más exactos', 'pt-BR': 'Aspectos mais exatos', 'it': 'Aspetti più stretti', 'ja': 'タイトなアスペクト',
        'ko': '가장 정확한 애스펙트', 'zh-Hans': '最紧密的相位', 'zh-Hant': '最緊密的相位', 'ru': 'Самые точные аспекты',
        'tr': 'En sıkı açılar'}),
    'report.generated_offline': ("Note in an exported report written by the offline writer (no AI model).", [], False, {
        'en': 'Written offline from fixed phrases, without an AI model.',
        'uk': 'Складено офлайн із готових фраз, без моделі ШІ.',
        'de': 'Offline aus festen Formulierungen erstellt, ohne KI-Modell.',
        'fr': 'Rédigé hors ligne à partir de phrases fixes, sans modèle d’IA.',
        'es': 'Redactado sin conexión a partir de frases fijas, sin un modelo de IA.',
        'pt-BR': 'Escrito offline a partir de frases fixas, sem um modelo de IA.',
        'it': 'Scritto offline da frasi fisse, senza un modello di IA.',
        'ja': 'AIモデルを使わず、定型文からオフラインで作成しました。',
        'ko': 'AI 모델 없이 정해진 문구로 오프라인에서 작성했습니다.',
        'zh-Hans': '未使用AI模型，由固定短语离线生成。',
        'zh-Hant': '未使用AI模型，由固定短語離線生成。',
        'ru': 'Составлено офлайн из готовых фраз, без модели ИИ.',
        'tr': 'Yapay zekâ modeli olmadan, sabit ifadelerden çevrimdışı yazıldı.'}),
    'chart.legend': ("Caption of the table under the chart wheel that names each glyph.", [], False, {
        'en': 'Legend', 'uk': 'Умовні позначення', 'de': 'Legende', 'fr': 'Légende', 'es': 'Leyenda', 'pt-BR': 'Legenda',
        'it': 'Legenda', 'ja': '凡例', 'ko': '범례', 'zh-Hans': '图例', 'zh-Hant': '圖例', 'ru': 'Условные обозначения',
        'tr': 'Açıklama'}),
}

RECOMMENDATIONS = {
    'finances': [
        {'en': 'Track your spending for a month without judging it', 'uk': 'Відстежуйте витрати місяць, не засуджуючи себе',
         'de': 'Notieren Sie einen Monat lang Ihre Ausgaben', 'fr': 'Notez vos dépenses pendant un mois, sans juger',
         'es': 'Anota tus gastos durante un mes sin juzgarte', 'pt-BR': 'Anote seus gastos por um mês sem se julgar',
         'it': 'Annota le tue spese per un mese senza giudicarti', 'ja': '1か月間、支出を責めずに記録しましょう',
         'ko': '한 달 동안 지출을 판단 없이 기록하세요', 'zh-Hans': '记录一个月的开支，不必自责', 'zh-Hant': '記錄一個月的開支，不必自責',
         'ru': 'Записывайте расходы месяц, не осуждая себя', 'tr': 'Bir ay boyunca harcamalarınızı yargılamadan izleyin'},
        {'en': 'Set aside a fixed share of every income first', 'uk': 'Відкладайте фіксовану частку кожного доходу',
         'de': 'Legen Sie von jedem Einkommen zuerst einen Anteil zurück', 'fr': 'Mettez de côté une part fixe de chaque revenu',
         'es': 'Aparta primero una parte fija de cada ingreso', 'pt-BR': 'Separe primeiro uma parte fixa de cada renda',
         'it': 'Metti da parte subito una quota fissa di ogni entrata', 'ja': '収入のたびに、まず一定の割合を取り分けましょう',
         'ko': '수입이 생기면 먼저 일정 비율을 떼어 두세요', 'zh-Hans': '每笔收入先存下固定比例', 'zh-Hant': '每筆收入先存下固定比例',
         'ru': 'Откладывайте фиксированную долю каждого дохода', 'tr': 'Her gelirden önce sabit bir pay ayırın'},
        {'en': 'Review your subscriptions and cancel one you do not use', 'uk': 'Перегляньте підписки й скасуйте непотрібну',
         'de': 'Prüfen Sie Ihre Abos und kündigen Sie ein ungenutztes', 'fr': 'Passez vos abonnements en revue et résiliez-en un',
         'es': 'Revisa tus suscripciones y cancela una que no uses', 'pt-BR': 'Revise suas assinaturas e cancele uma que não usa',
         'it': 'Rivedi gli abbonamenti e disdici quello che non usi', 'ja': 'サブスクを見直し、使っていないものを解約しましょう',
         'ko': '구독을 점검하고 쓰지 않는 것을 해지하세요', 'zh-Hans': '检查订阅，取消一个不用的', 'zh-Hant': '檢查訂閱，取消一個不用的',
         'ru': 'Пересмотрите подписки и отмените ненужную', 'tr': 'Aboneliklerinizi gözden geçirip birini iptal edin'},
    ],
    'career': [
        {'en': 'Pick one skill to be known for and practise it weekly', 'uk': 'Оберіть навичку, якою хочете славитися, і тренуйте її',
         'de': 'Wählen Sie eine Stärke und üben Sie sie jede Woche', 'fr': 'Choisissez une compétence phare et travaillez-la',
         'es': 'Elige una habilidad que te distinga y practícala', 'pt-BR': 'Escolha uma habilidade que te destaque e pratique',
         'it': 'Scegli una competenza distintiva ed esercitala', 'ja': '強みにしたいスキルを一つ選び、毎週磨きましょう',
         'ko': '대표 역량 하나를 정해 매주 연습하세요', 'zh-Hans': '选定一项代表性技能，每周练习', 'zh-Hant': '選定一項代表性技能，每週練習',
         'ru': 'Выберите навык, которым хотите славиться, и развивайте его', 'tr': 'Tanınmak istediğiniz bir beceri seçip her hafta çalışın'},
        {'en': 'Ask a mentor for honest feedback on your next step', 'uk': 'Попросіть наставника чесно оцінити ваш наступний крок',
         'de': 'Bitten Sie eine Mentorin um ehrliches Feedback', 'fr': 'Demandez à un mentor un avis franc sur la suite',
         'es': 'Pide a un mentor una opinión sincera sobre tu próximo paso', 'pt-BR': 'Peça a um mentor uma opinião sincera sobre o próximo passo',
         'it': 'Chiedi a un mentore un parere sincero sul prossimo passo', 'ja': '次の一歩について、メンターに率直な意見を求めましょう',
         'ko': '다음 단계에 대해 멘토에게 솔직한 조언을 구하세요', 'zh-Hans': '请导师坦诚评价你的下一步', 'zh-Hant': '請導師坦誠評價你的下一步',
         'ru': 'Попросите наставника честно оценить ваш следующий шаг', 'tr': 'Bir sonraki adımınız için bir mentordan dürüst görüş isteyin'},
        {'en': 'Plan each week around your two most important goals', 'uk': 'Плануйте тиждень навколо двох головних цілей',
         'de': 'Planen Sie jede Woche um Ihre zwei wichtigsten Ziele', 'fr': 'Organisez chaque semaine autour de deux objectifs clés',
         'es': 'Planifica cada semana en torno a tus dos metas clave', 'pt-BR': 'Planeje cada semana em torno das suas duas metas principais',
         'it': 'Pianifica ogni settimana sui tuoi due obiettivi chiave', 'ja': '最も大切な二つの目標を軸に毎週の計画を立てましょう',
         'ko': '가장 중요한 두 목표를 중심으로 한 주를 계획하세요', 'zh-Hans': '围绕两个最重要的目标安排每周计划', 'zh-Hant': '圍繞兩個最重要的目標安排每週計畫',
         'ru': 'Планируйте неделю вокруг двух главных целей', 'tr': 'Her haftayı en önemli iki hedefinize göre planlayın'},
    ],
    'relationships': [
        {'en': 'Say what you need plainly instead of hinting at it', 'uk': 'Кажіть прямо, чого потребуєте, а не натякайте',
         'de': 'Sagen Sie klar, was Sie brauchen, statt es anzudeuten', 'fr': 'Dites clairement ce dont vous avez besoin',
         'es': 'Di con claridad lo que necesitas en vez de insinuarlo', 'pt-BR': 'Diga com clareza do que precisa, sem indiretas',
         'it': 'Di’ chiaramente ciò di cui hai bisogno, senza allusioni', 'ja': 'ほのめかさず、必要なことを率直に伝えましょう',
         'ko': '돌려 말하지 말고 필요한 것을 분명히 말하세요', 'zh-Hans': '直接说出你的需要，不要暗示', 'zh-Hant': '直接說出你的需要，不要暗示',
         'ru': 'Говорите прямо, что вам нужно, а не намекайте', 'tr': 'İhtiyacınızı ima etmek yerine açıkça söyleyin'},
        {'en': 'Plan regular time together without phones', 'uk': 'Плануйте регулярний час разом без телефонів',
         'de': 'Planen Sie regelmäßig gemeinsame Zeit ohne Handy', 'fr': 'Prévoyez des moments réguliers à deux, sans téléphone',
         'es': 'Reserva tiempo juntos con regularidad y sin móviles', 'pt-BR': 'Reserve tempo juntos com frequência e sem celular',
         'it': 'Programma tempo insieme con regolarità e senza telefoni', 'ja': 'スマホを置いて一緒に過ごす時間を定期的に作りましょう',
         'ko': '휴대폰 없이 함께하는 시간을 정기적으로 만드세요', 'zh-Hans': '定期安排不看手机的相处时间', 'zh-Hant': '定期安排不看手機的相處時間',
         'ru': 'Регулярно планируйте время вместе без телефонов', 'tr': 'Düzenli olarak telefonsuz birlikte zaman planlayın'},
        {'en': 'Listen to the end before you answer', 'uk': 'Дослуховуйте до кінця, перш ніж відповідати',
         'de': 'Hören Sie bis zum Ende zu, bevor Sie antworten', 'fr': 'Écoutez jusqu’au bout avant de répondre',
         'es': 'Escucha hasta el final antes de responder', 'pt-BR': 'Escute até o fim antes de responder',
         'it': 'Ascolta fino in fondo prima di rispondere', 'ja': '答える前に、最後まで話を聞きましょう',
         'ko': '대답하기 전에 끝까지 들으세요', 'zh-Hans': '先听完再回应', 'zh-Hant': '先聽完再回應',
         'ru': 'Дослушивайте до конца, прежде чем отвечать', 'tr': 'Cevap vermeden önce sonuna kadar dinleyin'},
    ],
    'health': [
        {'en': 'Keep a regular sleep schedule for two weeks', 'uk': 'Два тижні дотримуйтеся сталого режиму сну',
         'de': 'Halten Sie zwei Wochen lang feste Schlafzeiten ein', 'fr': 'Gardez des horaires de sommeil réguliers deux semaines',
         'es': 'Mantén un horario de sueño regular durante dos semanas', 'pt-BR': 'Mantenha horários regulares de sono por duas semanas',
         'it': 'Mantieni orari di sonno regolari per due settimane', 'ja': '2週間、規則正しい睡眠リズムを保ちましょう',
         'ko': '2주 동안 규칙적인 수면 시간을 지키세요', 'zh-Hans': '连续两周保持规律作息', 'zh-Hant': '連續兩週保持規律作息',
         'ru': 'Две недели соблюдайте постоянный режим сна', 'tr': 'İki hafta boyunca düzenli bir uyku saati tutun'},
        {'en': 'Choose a kind of movement you enjoy and do it often', 'uk': 'Оберіть рух, який вам до вподоби, і робіть це часто',
         'de': 'Wählen Sie eine Bewegungsart, die Ihnen Freude macht', 'fr': 'Choisissez une activité physique qui vous plaît',
         'es': 'Elige un tipo de movimiento que disfrutes y hazlo a menudo', 'pt-BR': 'Escolha um movimento de que goste e pratique sempre',
         'it': 'Scegli un movimento che ti piace e praticalo spesso', 'ja': '楽しめる運動を選び、こまめに続けましょう',
         'ko': '즐길 수 있는 운동을 골라 자주 하세요', 'zh-Hans': '选一种喜欢的运动并经常练习', 'zh-Hant': '選一種喜歡的運動並經常練習',
         'ru': 'Выберите движение, которое вам нравится, и делайте это чаще', 'tr': 'Sevdiğiniz bir hareket türü seçip sık sık yapın'},
        {'en': 'Take short breaks to notice how your body feels', 'uk': 'Робіть короткі паузи, щоб відчути своє тіло',
         'de': 'Machen Sie kurze Pausen und spüren Sie in Ihren Körper', 'fr': 'Faites de courtes pauses pour écouter votre corps',
         'es': 'Haz pausas breves para notar cómo se siente tu cuerpo', 'pt-BR': 'Faça pausas curtas para perceber como seu corpo está',
         'it': 'Fai brevi pause per ascoltare il tuo corpo', 'ja': '短い休憩をとり、体の感覚に意識を向けましょう',
         'ko': '짧게 쉬면서 몸의 느낌을 살피세요', 'zh-Hans': '短暂休息，留意身体的感受', 'zh-Hant': '短暫休息，留意身體的感受',
         'ru': 'Делайте короткие паузы, чтобы прислушаться к телу', 'tr': 'Kısa molalar verip bedeninizi dinleyin'},
    ],
    'general': [
        {'en': 'Write down what gives you energy and do more of it', 'uk': 'Запишіть, що дає вам енергію, і робіть це частіше',
         'de': 'Notieren Sie, was Ihnen Energie gibt, und tun Sie mehr davon', 'fr': 'Notez ce qui vous donne de l’énergie et faites-en plus',
         'es': 'Anota lo que te da energía y hazlo más a menudo', 'pt-BR': 'Anote o que te dá energia e faça mais disso',
         'it': 'Annota ciò che ti dà energia e fallo più spesso', 'ja': '元気をくれることを書き出し、もっと取り入れましょう',
         'ko': '에너지를 주는 일을 적어 보고 더 자주 하세요', 'zh-Hans': '写下让你充满能量的事，并多去做', 'zh-Hant': '寫下讓你充滿能量的事，並多去做',
         'ru': 'Запишите, что даёт вам энергию, и делайте это чаще', 'tr': 'Size enerji veren şeyleri yazın ve daha sık yapın'},
        {'en': 'Reread this report in a month and note what changed', 'uk': 'Перечитайте звіт за місяць і занотуйте зміни',
         'de': 'Lesen Sie den Bericht in einem Monat erneut', 'fr': 'Relisez ce rapport dans un mois et notez les changements',
         'es': 'Relee este informe en un mes y anota lo que cambió', 'pt-BR': 'Releia este relatório em um mês e anote o que mudou',
         'it': 'Rileggi questo report tra un mese e annota i cambiamenti', 'ja': '1か月後にこのレポートを読み返し、変化を書き留めましょう',
         'ko': '한 달 뒤 이 리포트를 다시 읽고 달라진 점을 적으세요', 'zh-Hans': '一个月后重读本报告，记下变化', 'zh-Hant': '一個月後重讀本報告，記下變化',
         'ru': 'Перечитайте отчёт через месяц и запишите перемены', 'tr': 'Bu raporu bir ay sonra yeniden okuyup değişenleri not edin'},
        {'en': 'Pick one strength from your chart and use it on purpose', 'uk': 'Оберіть сильну сторону карти й свідомо її використовуйте',
         'de': 'Wählen Sie eine Stärke Ihres Horoskops und nutzen Sie sie', 'fr': 'Choisissez une force de votre thème et utilisez-la',
         'es': 'Elige una fortaleza de tu carta y úsala a propósito', 'pt-BR': 'Escolha uma força do seu mapa e use-a de propósito',
         'it': 'Scegli un punto di forza del tuo tema e usalo di proposito', 'ja': 'チャートの強みを一つ選び、意識して使いましょう',
         'ko': '차트의 강점 하나를 골라 의식적으로 활용하세요', 'zh-Hans': '选出星盘中的一项优势，有意识地运用', 'zh-Hant': '選出星盤中的一項優勢，有意識地運用',
         'ru': 'Выберите сильную сторону карты и используйте её осознанно', 'tr': 'Haritanızdan bir güçlü yön seçip bilinçli kullanın'},
    ],
}

MINUTES = {
    'en': {'one': '{0} minute to read', 'other': '{0} minutes to read'},
    'uk': {'one': '{0} хвилина читання', 'few': '{0} хвилини читання', 'many': '{0} хвилин читання', 'other': '{0} хвилини читання'},
    'de': {'one': '{0} Minute Lesezeit', 'other': '{0} Minuten Lesezeit'},
    'fr': {'one': '{0} minute de lecture', 'many': '{0} de minutes de lecture', 'other': '{0} minutes de lecture'},
    'es': {'one': '{0} minuto de lectura', 'many': '{0} de minutos de lectura', 'other': '{0} minutos de lectura'},
    'pt-BR': {'one': '{0} minuto de leitura', 'many': '{0} de minutos de leitura', 'other': '{0} minutos de leitura'},
    'it': {'one': '{0} minuto di lettura', 'many': '{0} di minuti di lettura', 'other': '{0} minuti di lettura'},
    'ja': {'other': '読了まで{0}分'}, 'ko': {'other': '읽는 데 {0}분'},
    'zh-Hans': {'other': '阅读约需{0}分钟'}, 'zh-Hant': {'other': '閱讀約需{0}分鐘'},
    'ru': {'one': '{0} минута чтения', 'few': '{0} минуты чтения', 'many': '{0} минут чтения', 'other': '{0} минуты чтения'},
    'tr': {'one': '{0} dakikalık okuma', 'other': '{0} dakikalık okuma'},
}

# The app addresses German readers formally ("Ihre persönliche astrologische Analyse"); these were informal.
GERMAN_FORMAL = {
    'error.report.failed': 'Ihr Bericht konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    'error.report.rate_limited': 'Gerade gibt es zu viele Anfragen. Bitte versuchen Sie es in ein paar Minuten erneut.',
    'error.report.unavailable': 'Der Berichtsdienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
    'error.report.invalid_response': 'Der Bericht konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    'error.report.timeout': 'Die Erstellung des Berichts hat zu lange gedauert. Bitte versuchen Sie es erneut.',
    'error.report.invalid_birth_data': 'Bitte prüfen Sie Geburtsdatum, Geburtszeit und Geburtsort.',
    'error.report.language_fallback': 'Ihre Sprache wird noch nicht unterstützt, daher ist der Bericht auf Englisch.',
    'share.cta': 'Holen Sie sich den vollständigen Bericht',
    'share.chart_placeholder': 'Ihr Geburtshoroskop',
    'share.tagline': 'Entdecken Sie Ihren kosmischen Weg',
    'focus.area.finances': 'Ihr Verhältnis zu Geld und Sicherheit',
    'focus.area.career': 'Ihre Berufung und Ihre öffentliche Rolle',
    'focus.area.relationships': 'wie Sie lieben und Partnerschaften gestalten',
    'focus.area.health': 'Ihre Energie und Ihr Wohlbefinden',
    'focus.area.general': 'das Gesamtbild Ihres Horoskops',
    'pattern.planet_prominent': 'Besonders prägend in Ihrem Horoskop: {0}.',
}


def entry_text(entry):
    return entry['value'] if isinstance(entry, dict) else entry


def main():
    glossaries = {c: json.load(open(f'Glossaries/{c}.json', encoding='utf-8')) for c in L}

    for key, (comment, args, same, values) in KEYS.items():
        if values is None:  # pattern.placement: the planet-sign-house pattern without its keyword
            values = {c: re.sub(r'\s*[:：]\s*\{3\}$', '', entry_text(glossaries[c]['entries']['pattern.planet_in_sign_house']))
                      for c in L}
        for code in L:
            value = values.get(code, values['en'])
            if code == 'en':
                entry = {'comment': comment}  # field order as Glossary.encoded() writes it
                if same:
                    entry['allowSameAsEnglish'] = True
                if args:
                    entry['args'] = args
                entry['value'] = value
                glossaries['en']['entries'][key] = entry
            else:
                glossaries[code]['entries'][key] = value
    for area, items in RECOMMENDATIONS.items():
        for number, values in enumerate(items, start=1):
            key = f'offline.recommendation.{area}.{number}'
            for code in L:
                text = values[code]
                assert len(text) <= 60, (key, code, len(text))
                if code == 'en':
                    glossaries['en']['entries'][key] = {
                        'comment': f'A practical tip of the offline {area} report, starting with a verb; '
                                   'also shown on share images, so at most 60 characters.',
                        'value': text}
                else:
                    glossaries[code]['entries'][key] = text
    for code in L:
        if code == 'en':
            glossaries['en']['entries']['count.minutes_reading'] = {
                'comment': 'Estimated reading time of a report, in whole minutes; {0} is the count.',
                'plural': MINUTES['en']}
        else:
            glossaries[code]['entries']['count.minutes_reading'] = {'plural': MINUTES[code]}
    for key, value in GERMAN_FORMAL.items():
        glossaries['de']['entries'][key] = value

    for code in L:
        with open(f'Glossaries/{code}.json', 'w', encoding='utf-8') as file:
            file.write(json.dumps(glossaries[code], ensure_ascii=False, indent=2) + '\n')


if __name__ == '__main__':
    main()
