### Counted words every game shares, in the language's own number: CLDR's plural category
### picks the noun (Babel in Python, Intl in the browser), and the number is written as the
### language writes it.

# A number of points, whole or to one decimal, with its sign if it has one: "1点", "-2点",
# "2.5点".
core-points = { $n }点
