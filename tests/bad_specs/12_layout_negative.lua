-- bad spec: a negative count in the layout
return { name = "Bad", board = { row = 2 },
  setup = { deal = "layout", layout = { 4, -1, 4, 4 } } }
