-- bad spec: an equal deal of 73 seeds into 12 pits
return { name = "Bad", board = { row = 6 }, setup = { deal = "equal", total = 73 } }
