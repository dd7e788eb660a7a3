/// `navigationDestination(for:destination:)`: how the enclosing stack shows pushed values of a
/// type. The declaration closest to the stack's root is the one used; one made further up the
/// stack (in a pushed view) is ignored with SwiftUI's warning — so a view that declares the
/// destination of its own type (a category that pushes subcategories) neither replaces the root's
/// nor, updating, rebuilds the view it is in.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let destination: (D) -> Destination
}

extension _NavigationDestinationModifier: PrimitiveModifier {
  func makeChildren(of content: any View, into children: inout ChildList) {
    let destination = self.destination
    if let context = children.environment.navigationContext {
      let warns = context.declare(
        D.self, level: children.environment.navigationLevel, by: children.node
      ) { value in
        (value.base as? D).map { destination($0) }
      }
      if warns { children.warn(SwiftUIMessage.navigationDestinationDeclaredEarlier(D.self)) }
    }
    children.append(content, key: .content)
  }
}

extension View {
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

extension NavigationContext {
  /// Records `declarer`'s destination for `type`, unless another declaration in the tree is
  /// as close to the root or closer (then `declarer`'s is ignored; the result says whether to
  /// warn: the first time only). A declaration in use whose view left the tree gives way.
  func declare<D>(
    _ type: D.Type, level: Int, by declarer: ViewNode,
    build: @escaping (AnyHashable) -> (any View)?
  ) -> Bool {
    let key = ObjectIdentifier(type)
    if let current = destinations[key], let holder = current.declarer, holder !== declarer,
      holder.isAlive, current.level <= level
    {
      return ignoredDeclarers.insert(declarer.id).inserted
    }
    destinations[key] = DestinationDeclaration(level: level, declarer: declarer, build: build)
    destinationChanged(for: type)
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
