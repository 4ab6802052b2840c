-- wrk: each request one search overview of the next word, in turn (scripts/bench/scale.ts).
-- Arguments after `--`: the path before the word, then the words, already percent-encoded.
local prefix
local words = {}
local i = 0

function init(args)
  prefix = args[1]
  for n = 2, #args do
    words[#words + 1] = args[n]
  end
end

function request()
  i = i + 1
  return wrk.format("GET", prefix .. words[(i % #words) + 1])
end
