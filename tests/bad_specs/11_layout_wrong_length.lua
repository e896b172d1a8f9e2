-- bad spec: a layout of 10 counts on a 2x6 board
return { name = "Bad", board = { row = 6 },
  setup = { deal = "layout", layout = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 } } }
