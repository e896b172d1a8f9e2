-- random_but_keep_singletons.lua - an example agent for `lua:PATH`.
--
-- Strategy: play a uniformly random legal pit, but avoid sowing a pit that
-- holds a single seed while any bigger pit can be played (the idea: keep
-- singletons back as spare moves for the end of the game). Measured, it is
-- no stronger than `random` (about 48% of decisive Mangala II games): it is
-- here to show pos.random, the seat's own stream, which makes a game replay
-- exactly from its seed (math.random is not available to agents).
return function(pos)
  local choices = {}
  for _, pit in ipairs(pos.legal) do
    if pos.board[pit + 1] > 1 then
      choices[#choices + 1] = pit
    end
  end
  if #choices == 0 then                   -- only singletons (or nothing better): any legal pit
    choices = pos.legal
  end
  return choices[1 + math.floor(pos.random() * #choices)]
end
