/// What coordinators ask of navigation. The terminal runtime implements it with a stack of screens;
/// tests use a recording mock.
@MainActor
public protocol NavigationCoordinatorProtocol: AnyObject {
    func push(_ screen: any Screen)
    func pop()
    func presentSheet(_ screen: any Screen)
    func dismissSheet()
    func replaceStack(with screen: any Screen)
}
