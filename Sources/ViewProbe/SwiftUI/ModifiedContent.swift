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

/// A modification of a view; ViewProbe's own modifiers change the environment or the identity of
/// their content.
@MainActor @preconcurrency
public protocol ViewModifier {}

/// A modifier the graph applies itself.
@MainActor
protocol PrimitiveModifier: ViewModifier {
  /// Adds `content` to `children`, with whatever this modifier changes.
  func makeChildren(of content: any View, into children: inout ChildList)
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// A primitive view: the graph applies the modifier to the content.
  public var body: Never { primitiveBody("ModifiedContent") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeChildren(into children: inout ChildList) {
    if let modifier = modifier as? any PrimitiveModifier {
      modifier.makeChildren(of: content, into: &children)
    } else {
      children.append(content, key: .content)
    }
  }
}

extension ModifiedContent: StructuralView {}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
