import DataManaging
import Testing
import TestSupport

/// The slice mocks answer only what a test set: an unprepared call fails the test rather than
/// handing back a fixture nobody asked for.
@MainActor
@Suite("Data slice mocks")
struct MockDataManagerTests {
    @Test("an answer nobody set records an issue and throws")
    func unsetAnswerFails() async {
        let club = MockClubDataManager()
        await withKnownIssue {
            await #expect(throws: DataError.self) {
                _ = try await club.teamDetails(careerId: "career-1", teamId: "team-1")
            }
        }
        #expect(club.teamDetailsRequests.map(\.teamId) == ["team-1"])
    }

    @Test("a set answer is returned, and a set failure thrown, without an issue")
    func setAnswersAreReturned() async throws {
        let careers = MockCareerDataManager()
        careers.listCareersResult = .success([])
        #expect(try await careers.listCareers().isEmpty)
        careers.careerSummaryResult = .failure(.careerNotFound("gone"))
        await #expect(throws: DataError.careerNotFound("gone")) {
            _ = try await careers.careerSummary(careerId: "gone")
        }
        #expect(careers.careerSummaryCareerIds == ["gone"])
    }
}
