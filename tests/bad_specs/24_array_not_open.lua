-- bad spec: the array part holds something that is not an open question
return { name = "Bad", board = { row = 6 }, setup = { deal = "equal", total = 72 }, "stray" }
