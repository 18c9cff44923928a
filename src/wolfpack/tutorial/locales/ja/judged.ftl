### The tutorials' exercises and tasks as lessons: a position and a goal judged by code, played
### on the game's own lesson board (:mod:`wolfpack.widget.lesson`).

tut-line = { $text }
