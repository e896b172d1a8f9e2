-- bad spec: board without row
return { name = "Bad", board = {}, setup = { deal = "equal", total = 72 } }
