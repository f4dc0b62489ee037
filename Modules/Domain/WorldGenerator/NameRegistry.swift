/// The names already given out in a world, for the names that must be unique across it.
struct NameRegistry {
    var shortNames = ShortNameAllocator()
    var coachNames: Set<String> = []
}
