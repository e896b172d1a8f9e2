-- hostile: table.move over a range of 2^40 empty slots
table.move({}, 1, 1 << 40, 2)
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
