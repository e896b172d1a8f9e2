-- bad spec: more than 255 seeds
return { name = "Bad", board = { row = 6 }, setup = { deal = "equal", total = 300 } }
