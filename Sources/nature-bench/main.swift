// The benchmark is being written; see Scripts/bench.sh.
print("nature-bench")
