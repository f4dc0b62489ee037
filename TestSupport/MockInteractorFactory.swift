/// The mock interactor factory. Each feature's Mocks module conforms it to that feature's factory slice
/// and hands out its mock interactor; the composition tests import every Mocks module, so there it
/// conforms to all of them. Each mock is made once, so a test can set it up before the coordinator
/// asks for it and inspect it afterwards.
@MainActor
public final class MockInteractorFactory {
    private var mocks: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    /// The single instance of mock type `T` this factory hands out.
    public func mock<T: AnyObject>(_ make: () -> T) -> T {
        if let existing = mocks[ObjectIdentifier(T.self)] as? T { return existing }
        let made = make()
        mocks[ObjectIdentifier(T.self)] = made
        return made
    }
}
