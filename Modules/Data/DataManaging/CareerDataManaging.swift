/// The careers slice: the slots on disk, the world a new career would start in, creating one, and the
/// title-bar facts of one. Every data method is async and may be called from any actor.
public protocol CareerDataManaging: Sendable {
    /// Every career slot in the data directory, readable or not, sorted by slot name.
    func listCareers() async throws(DataError) -> [CareerSlot]

    /// The pyramid a new career with `seed` would start in, for choosing a club before it exists.
    func worldPreview(seed: UInt64) async throws(DataError) -> WorldPreview

    /// Generates the world for `request.worldSeed` and stores it, with the user's coach, in a new slot.
    func createNewCareer(_ request: CreateNewCareerRequest) async throws(DataError) -> CreateNewCareerResult

    /// The title-bar facts of one career.
    func careerSummary(careerId: String) async throws(DataError) -> CareerSummary
}
