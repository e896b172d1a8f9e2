-- hostile: a rule function (called by the loader for every count) that never returns
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 },
         capture = { counts = { 2, 4, 6 } }, sow = { relay = function(c) while true do end end } }
