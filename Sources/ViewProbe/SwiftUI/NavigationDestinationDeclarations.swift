/// `navigationDestination(for:destination:)`: how the enclosing stack shows pushed values of a
/// type. The declaration closest to the stack's root is the one used; one made further up the
/// stack (in a pushed view) is ignored with SwiftUI's warning — so a view that declares the
/// destination of its own type (a category that pushes subcategories) neither replaces the root's
/// nor, updating, rebuilds the view it is in. One inside a `List` row or a lazy stack is used (every
/// row exists here) with SwiftUI's misplaced-modifier warning, once per type.
nonisolated public struct _NavigationDestinationModifier<D: Hashable, Destination: View>:
  ViewModifier
{
  /// Applied by the graph; no body.
  public typealias Body = Never
  let destination: (D) -> Destination
}

extension _NavigationDestinationModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    let destination = self.destination
    if let context = children.environment.navigationContext {
      let insideLazy = children.node.isInsideLazyContainer(below: context.node)
      let warning = context.declare(
        D.self, level: children.environment.navigationLevel, by: children.node,
        insideLazyContainer: insideLazy
      ) { value in
        (value.base as? D).map { destination($0) }
      }
      switch warning {
      case .none: break
      case .declaredEarlier:
        children.warn(SwiftUIMessage.navigationDestinationDeclaredEarlier(D.self))
      case .insideLazyContainer:
        children.warn(SwiftUIMessage.navigationDestinationInsideLazyContainer(D.self))
      }
    }
    children.append(content, key: .content)
  }
}

nonisolated extension View {
  /// Shows pushed values of type `D` with `destination`.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(_NavigationDestinationModifier(destination: destination))
  }
}

/// One `navigationDestination(for:)` a stack uses: where it was declared, and how it builds.
struct DestinationDeclaration {
  /// 0 in the stack's root view, `n + 1` in the view pushed at path position `n`.
  let level: Int
  weak var declarer: ViewNode?
  let build: (AnyHashable) -> (any View)?
}

/// Which warning a declaration gets, if any.
enum DestinationWarning {
  case none
  /// Another declaration for the type is as close to the root or closer.
  case declaredEarlier
  /// The declaration is inside a `List` or lazy stack or grid (once per type and stack).
  case insideLazyContainer
}

extension NavigationContext {
  /// Records `declarer`'s destination for `type`, unless another declaration in the tree is
  /// as close to the root or closer (then `declarer`'s is ignored, warned about the first time).
  /// A declaration in use whose view left the tree gives way. One inside a lazy container (a
  /// `List` row) is SwiftUI's other warning instead, once per type: every row declares it.
  func declare<D>(
    _ type: D.Type, level: Int, by declarer: ViewNode, insideLazyContainer: Bool,
    build: @escaping (AnyHashable) -> (any View)?
  ) -> DestinationWarning {
    let key = ObjectIdentifier(type)
    let lazyWarning: DestinationWarning =
      insideLazyContainer && lazyWarnedTypes.insert(key).inserted ? .insideLazyContainer : .none
    if let current = destinations[key], let holder = current.declarer, holder !== declarer,
      holder.isAlive, current.level <= level
    {
      if insideLazyContainer { return lazyWarning }
      return ignoredDeclarers.insert(declarer.id).inserted ? .declaredEarlier : .none
    }
    destinations[key] = DestinationDeclaration(level: level, declarer: declarer, build: build)
    destinationChanged(for: type)
    return lazyWarning
  }
}

/// `List`, `LazyVStack`, `LazyHStack`, `LazyVGrid` and `LazyHGrid`: containers that make their
/// rows only when they are needed on screen (ViewProbe makes them all).
protocol LazyContainer {}

extension List: LazyContainer {}
extension LazyVStack: LazyContainer {}
extension LazyHStack: LazyContainer {}
extension LazyVGrid: LazyContainer {}
extension LazyHGrid: LazyContainer {}

extension ViewNode {
  /// Whether a lazy container stands between this node and `container` (its navigation stack).
  func isInsideLazyContainer(below container: ViewNode?) -> Bool {
    var current = parent
    while let node = current, node !== container {
      if node.castableView is any LazyContainer { return true }
      current = node.parent
    }
    return false
  }
}

/// How deep in its stack a view is: 0 in the root, `n + 1` in the view pushed at position `n`.
struct NavigationLevelKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
  var navigationLevel: Int {
    get { self[NavigationLevelKey.self] }
    set { self[NavigationLevelKey.self] = newValue }
  }
}
