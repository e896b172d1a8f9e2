-- hostile: rep of an empty string: Lua's loop runs n times for nothing
local s = (""):rep(1 << 50)
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
