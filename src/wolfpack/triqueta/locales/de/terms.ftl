### Die Wörter der Begriffsarten von Triqueta (wolfpack/triqueta/terms.py) als Fluent-Terme:
### die Formen eines Tiersteins sind Attribute (.plural; im Akkusativ .acc-def mit bestimmtem,
### .acc-indef mit unbestimmtem Artikel), eine Anzahl wählt mit einem Selektor.

## Tiersteine (ein Tier allein ist sein heller Tierstein; den Wolf gibt es nur im Schatten)

-tq-tile-hare = Hase
    .plural = Hasen
    .acc-def = den Hasen
    .acc-indef = einen Hasen
-tq-tile-owl = Eule
    .plural = Eulen
    .acc-def = die Eule
    .acc-indef = eine Eule
-tq-tile-deer = Hirsch
    .plural = Hirsche
    .acc-def = den Hirsch
    .acc-indef = einen Hirsch
-tq-tile-boar = Wildschwein
    .plural = Wildschweine
    .acc-def = das Wildschwein
    .acc-indef = ein Wildschwein
-tq-tile-ram = Widder
    .plural = Widder
    .acc-def = den Widder
    .acc-indef = einen Widder
-tq-tile-bear = Bär
    .plural = Bären
    .acc-def = den Bären
    .acc-indef = einen Bären
-tq-tile-shadow-hare = Schatten-Hase
    .plural = Schatten-Hasen
    .acc-def = den Schatten-Hasen
    .acc-indef = einen Schatten-Hasen
-tq-tile-shadow-owl = Schatten-Eule
    .plural = Schatten-Eulen
    .acc-def = die Schatten-Eule
    .acc-indef = eine Schatten-Eule
-tq-tile-shadow-deer = Schatten-Hirsch
    .plural = Schatten-Hirsche
    .acc-def = den Schatten-Hirsch
    .acc-indef = einen Schatten-Hirsch
-tq-tile-shadow-boar = Schatten-Wildschwein
    .plural = Schatten-Wildschweine
    .acc-def = das Schatten-Wildschwein
    .acc-indef = ein Schatten-Wildschwein
-tq-tile-shadow-ram = Schatten-Widder
    .plural = Schatten-Widder
    .acc-def = den Schatten-Widder
    .acc-indef = einen Schatten-Widder
-tq-tile-shadow-bear = Schatten-Bär
    .plural = Schatten-Bären
    .acc-def = den Schatten-Bären
    .acc-indef = einen Schatten-Bären
-tq-tile-shadow-wolf = Schatten-Wolf
    .plural = Schatten-Wölfe
    .acc-def = den Schatten-Wolf
    .acc-indef = einen Schatten-Wolf
-tq-tile-wolf = Wolf
    .plural = Wölfe
    .acc-def = den Wolf
    .acc-indef = einen Wolf

## Rückseiten, Optionen, was ein laufender Punktestand zählt

-tq-kind-light = heller Tierstein
-tq-kind-shadow = Schatten-Tierstein
-tq-option-place = Option 1 (an eine Tierreihe anlegen)
-tq-option-keep = Option 2 (verdeckt vor dir ablegen)
-tq-option-box = Option 3 (in die Schachtel zurücklegen)
-tq-scope-all = alle Tiersteine gezählt, verdeckte nach der besten Wahl
-tq-scope-player = deine Punkte mit deinen verdeckten Tiersteinen und Schatten-Tiersteinen, die der anderen nur nach dem, was offen liegt
-tq-nothing = nichts
-tq-empty = leer

## Listen von Tiersteinen: $tile ist ein Tierstein in der Form, die der Satz braucht, $tiles sein Plural

# ein Tierstein, der $n-mal in einer Tierreihe oder Liste liegt
-tq-row-part =
    { $n ->
        [one] { $tile }
       *[other] { $n } { $tiles }
    }
# dasselbe als Akkusativobjekt mit bestimmtem Artikel ($tile: schon mit Artikel)
-tq-acc-part =
    { $n ->
        [one] { $tile }
       *[other] die { $n } { $tiles }
    }
# die verdeckten Tiersteine $list ($n Stück) werten, oder keinen
-tq-count-do =
    { $n ->
        [0] keinen verdeckten Tierstein werten
       *[other] { $list } werten
    }
# die verdeckten Tiersteine $list ($n Stück) in die Schachtel zurücklegen, oder keinen
-tq-box-do =
    { $n ->
        [0] keinen Tierstein in die Schachtel zurücklegen
       *[other] { $list } ungesehen in die Schachtel zurücklegen
    }
# eine Tierreihe mit $n Tiersteinen nehmen, $row in Worten
-tq-take =
    { $n ->
        [0] (sie ist leer, du bekommst also keinen Tierstein)
       *[other] mit allem, was darin liegt ({ $row })
    }
-tq-score-of = { $player }: { $score }

## Die Möglichkeiten für einen gezogenen hellen Tierstein ($row: die Nummer der Tierreihe, ab 1 gezählt)

-tq-decision-place = an Tierreihe { $row } anlegen
-tq-decision-keep = verdeckt vor dir ablegen
-tq-decision-box = in die Schachtel zurücklegen
# $n Möglichkeiten: die letzte $last, die anderen davor $rest
-tq-moves =
    { $n ->
        [1] { $last }
       *[other] { $rest } oder { $last }
    }

## Anzahlen

-tq-count =
    { $n ->
        [one] { $n } Tierstein
       *[other] { $n } Tiersteine
    }
-tq-shadows =
    { $n ->
        [one] { $n } Schatten-Tierstein
       *[other] { $n } Schatten-Tiersteine
    }
-tq-trees = { $n } Baumplättchen
-tq-lights =
    { $n ->
        [0] keinen verdeckten hellen Tierstein
        [1] einen verdeckten hellen Tierstein
       *[other] { $n } verdeckte helle Tiersteine
    }
# was es kostete, einen Tierstein zu werten: $n Punkte, $points in Worten
-tq-loss =
    { $n ->
        [0] ihn zu werten, brächte nichts
       *[other] ihn zu werten, würde { $points } kosten
    }
-tq-leftover =
    { $n ->
        [0] Im Turm ist kein Tierstein übrig.
        [1] Der letzte Tierstein im Turm verlässt ungesehen das Spiel.
       *[other] Die { $n } übrigen Tiersteine im Turm verlassen ungesehen das Spiel.
    }
-tq-boxed =
    { $n ->
        [0] kein verdeckter Tierstein geht in die Schachtel
        [1] 1 verdeckter Tierstein geht ungesehen in die Schachtel
       *[other] { $n } verdeckte Tiersteine gehen ungesehen in die Schachtel
    }
-tq-which =
    { $n ->
        [0] welche verdeckten hellen Tiersteine zählen
        [1] ob der verdeckte helle Tierstein zählt
       *[other] welche der { $n } verdeckten hellen Tiersteine zählen
    }
-tq-count-how =
    { $n ->
        [1] wähle den Tierstein, um ihn zu werten, oder keinen, um ihn wegzulassen
       *[other] wähle die Tiersteine, die zählen sollen, oder keinen
    }
# nach einem Satz: wie viele seiner Tiersteine aus dem Schatten kamen (nichts für keinen)
-tq-shadow-part =
    { $n ->
        [0] { "" }
        [1] { " " }(davon 1 aus dem Schatten)
       *[other] { " " }(davon { $n } aus dem Schatten)
    }
