-- bad spec: board.row out of range 1..16
return { name = "Bad", board = { row = 20 }, setup = { deal = "equal", total = 80 } }
