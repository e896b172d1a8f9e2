-- hostile: string.rep in a loop: few instructions, much work each
for k = 1, 100000 do local s = ("x"):rep(16 * 1024 * 1024) end
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
