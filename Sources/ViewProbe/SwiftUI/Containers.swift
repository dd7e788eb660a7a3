/// Groups views without changing their layout (its content keeps its own identities) — or, in an
/// app's body, scenes, so that modifiers apply to them all.
nonisolated public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// Groups the views built by `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("Group") }
}

extension Group: Scene where Content: Scene {
  /// Groups the scenes built by `content`.
  public init(@SceneBuilder content: () -> Content) { self.content = content() }

  /// The grouped scenes' view.
  @MainActor public var rootView: AnyView { content.rootView }
}

extension Group: SceneHostingChoice where Content: Scene {
  @MainActor var passedOver: Bool { content.isPassedOver }
}

/// A container for grouped controls, as in a settings screen.
nonisolated public struct Form<Content: View>: View {
  let content: Content

  /// A form of the views built by `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("Form") }
}

/// A vertical stack.
nonisolated public struct VStack<Content: View>: View {
  let content: Content

  /// A stack of the views built by `content`; alignment and spacing do not affect identity.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("VStack") }
}

/// A horizontal stack.
nonisolated public struct HStack<Content: View>: View {
  let content: Content

  /// A stack of the views built by `content`; alignment and spacing do not affect identity.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("HStack") }
}

/// Containers whose only child is their content.
protocol ContentContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension ContentContainer {
  func makeChildren(into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// A primitive whose only child is its label (a control, a link): the graph reads the label.
protocol LabelledPrimitive: PrimitiveView {
  associatedtype Label: View
  var label: Label { get }
}

extension LabelledPrimitive {
  func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
  }
}

extension Group: PrimitiveView, ContentContainer where Content: View {}
extension Form: ContentContainer {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.node.graph.hasListContainers = true
    children.append(content, key: .content)
  }
}
extension VStack: ContentContainer {}
extension HStack: ContentContainer {}
