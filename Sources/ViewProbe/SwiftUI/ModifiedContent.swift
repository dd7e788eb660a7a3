/// A view with a modifier applied, as SwiftUI's modifiers produce.
public struct ModifiedContent<Content, Modifier> {
  /// The modified view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

/// A modification of a view, written like a view: `body(content:)` wraps the content.
///
/// A custom modifier's dynamic properties (`@State`, `@Environment` …) are installed like a view's,
/// and the content keeps its identity however the modifier's arguments change (A10).
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View

  /// The content the modifier wraps, as a placeholder view.
  typealias Content = _ViewModifier_Content<Self>

  /// Describes the modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// Built-in modifiers have no body; the graph applies them itself.
  public func body(content: Self.Content) -> Never {
    fatalError("\(Self.self) is applied by ViewProbe; its body is never evaluated")
  }
}

/// The content a ``ViewModifier``'s body wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let content: any View

  /// A primitive view: the graph reads the wrapped content.
  public var body: Never { primitiveBody("_ViewModifier_Content") }
}

extension _ViewModifier_Content: PrimitiveView {
  func makeChildren(into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// A modifier the graph applies itself.
@MainActor
protocol PrimitiveModifier: ViewModifier {
  /// Adds `content` to `children`, with whatever this modifier changes.
  func makeChildren(of content: any View, into children: inout ChildList)
}

/// A modifier that changes nothing in the tree: its content is its one child, and the harness
/// reads the modifier itself where it matters (a tap gesture, a focus binding, a hidden back
/// button).
protocol PassThroughModifier: PrimitiveModifier {}

extension PassThroughModifier {
  func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// Runs a custom modifier's body, with the modifier's properties installed as a view's.
struct ModifierBody<Modifier: ViewModifier>: View {
  let modifier: Modifier
  let content: any View

  var body: Modifier.Body {
    modifier.body(content: _ViewModifier_Content(content: content))
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view: the graph applies the modifier to the content.
  public var body: Never { primitiveBody("ModifiedContent") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeChildren(into children: inout ChildList) {
    if let modifier = modifier as? any PrimitiveModifier {
      modifier.makeChildren(of: content, into: &children)
    } else if Modifier.Body.self == Never.self {
      // A bodiless modifier ViewProbe does not apply itself (a `GeometryEffect`): it only draws.
      children.append(content, key: .content)
    } else {
      children.append(ModifierBody(modifier: modifier, content: content), key: .content)
    }
  }
}

extension ModifiedContent: StructuralView {}

/// Lets the harness see which modifier a `ModifiedContent` applies.
protocol ModifierCarrying {
  var anyModifier: Any { get }
  /// The modified view.
  var anyContent: Any { get }
}

extension ModifiedContent: ModifierCarrying {
  var anyModifier: Any { modifier }
  var anyContent: Any { content }
}
extension ModifierBody: StructuralView {}
extension _ViewModifier_Content: StructuralView {}

nonisolated extension View {
  /// Applies `modifier` to this view.
  public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
