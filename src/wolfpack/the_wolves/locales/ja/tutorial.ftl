### The tasks and questions of the tutorial on The Wolves (``tutorials/04-the-wolves.md``).

## What each task asks

tut-tw-ask-pay = 砂漠への移動を、裏返るタイルで支払いましょう。次は森を示すようになります。
tut-tw-ask-move = 同じヘクスにいる2匹の狼を、それぞれ別の砂漠のヘクスへ動かしましょう。
tut-tw-ask-den = 自分のアルファウルフの隣に巣穴を作り、狼がもっと遠くまで移動できるようにしましょう。
tut-tw-ask-displace = 自分のアルファウルフを、他の群れの狼が1匹だけいるヘクスへ動かし、その狼を押し出しましょう。
tut-tw-ask-howl = 遠吠えで一匹狼を自分の群れに迎えましょう。
tut-tw-ask-lair = 自分の巣穴の1つを棲家に改良しましょう。
tut-tw-ask-dominate = 他の群れの駒を1つ支配しましょう。
tut-tw-ask-hunt = 狩りをしましょう：アクションの終わりに、自分の狼が獲物の隣の異なる3つのヘクスにいるようにします。

## Verdicts

tut-tw-right = 正解です。
tut-tw-other_action = 選んだアクションは「{ TWACTION($chosen) }」ですが、この課題は「{ TWACTION($wanted) }」です。「もう一度」を押して、もう一度挑戦しましょう。
tut-tw-end_turn = 課題を果たさないまま手番を終えました。「もう一度」を押しましょう。
tut-tw-pay-home = 得意地形タイルで支払いました。このタイルは裏返らないので、次も砂漠のままです。「もう一度」を押して、裏返るタイルで支払いましょう。
tut-tw-move-miss = 移動は終わりましたが、同じヘクスにいた2匹が別々のヘクスに止まっていません。群れの広がりが2なら2匹を動かせ、別々の場所へ行けます。「もう一度」を押しましょう。
tut-tw-den-track = 巣穴を{ TWTRACK($track) }のトラックから取りました。狼が遠くまで動けるようになるのは、速度のトラックが上がったときです。「もう一度」を押しましょう。
tut-tw-hunt-miss = アクションが終わりましたが、狩りは起きませんでした。自分の狼が獲物の隣の異なる3つのヘクスにいて、その種類の獲物をまだ持っていないことが必要です。「もう一度」を押しましょう。
tut-tw-displace-miss = 移動は終わりましたが、押し出された狼はいません。他の群れの狼が1匹だけいるヘクスに止まれるのはアルファウルフだけです。「もう一度」を押しましょう。
tut-tw-region-why = { TWHEX($water) }の地域の支配力を数えましょう。アルファウルフ、パックウルフ、巣穴は1ずつ、棲家は3です。
tut-tw-element-home_tile = 得意地形タイル（両面とも{ TWTERRAIN($terrain) }）
