import Navigation
import Testing

@MainActor
private final class CountingCoordinator: BaseFeatureCoordinator<String> {
    private(set) var startCount = 0
    override func start() { startCount += 1 }
}

@MainActor
@Suite struct BaseFeatureCoordinatorTests {
    @Test func startChildStartsRetainsAndReleasesTheChild() {
        let parent = CountingCoordinator()
        var results: [String] = []
        weak var weakChild: CountingCoordinator?
        do {
            let child = CountingCoordinator()
            weakChild = child
            parent.startChild(child) { results.append($0) }
            #expect(child.startCount == 1)
        }
        #expect(weakChild != nil)
        #expect(parent.childCount == 1)
        weakChild?.finish(with: "done")
        #expect(results == ["done"])
        #expect(parent.childCount == 0)
        #expect(weakChild == nil)
    }

    @Test func finishReportsOnlyOnce() {
        let parent = CountingCoordinator()
        let child = CountingCoordinator()
        var results: [String] = []
        parent.startChild(child) { results.append($0) }
        child.finish(with: "first")
        child.finish(with: "second")
        #expect(results == ["first"])
    }
}
