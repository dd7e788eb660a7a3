/// Flexible space in a stack (layout is not simulated).
nonisolated public struct Spacer: View {
  /// A spacer, at least `minLength` long.
  nonisolated public init(minLength: CGFloat? = nil) {}
  /// A primitive view: it has no children.
  @MainActor
  public var body: Never { primitiveBody("Spacer") }
}

/// A separating line.
nonisolated public struct Divider: View {
  /// A divider.
  nonisolated public init() {}
  /// A primitive view: it has no children.
  @MainActor
  public var body: Never { primitiveBody("Divider") }
}

/// An image by name or SF Symbol; ViewProbe records the name and draws nothing.
nonisolated public struct Image: View, Equatable, Sendable {
  /// The image's name (`systemName` for symbols).
  public let name: String

  /// An image from the asset catalog (of `bundle`, or the app's).
  nonisolated public init(_ name: String, bundle: Bundle? = nil) { self.name = name }

  /// An image that accessibility ignores.
  nonisolated public init(decorative name: String, bundle: Bundle? = nil) { self.name = name }

  /// An SF Symbol.
  nonisolated public init(systemName: String) { self.name = systemName }

  /// A variable SF Symbol drawn at `variableValue` (0 to 1).
  nonisolated public init(systemName: String, variableValue: Double?) { self.name = systemName }

  /// A primitive view: it has no children.
  @MainActor
  public var body: Never { primitiveBody("Image") }
}

extension Spacer: PrimitiveView { func makeChildren(into children: inout ChildList) {} }
extension Divider: PrimitiveView { func makeChildren(into children: inout ChildList) {} }
extension Image: PrimitiveView { func makeChildren(into children: inout ChildList) {} }

/// A title with an icon.
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label with a custom title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// A primitive view: the graph reads its title and icon.
  @MainActor public var body: Never { primitiveBody("Label") }
}

extension Label where Title == Text, Icon == Image {
  /// A label with the text of `titleKey` and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with `title` and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.appendStyled(
      LabelStyleConfiguration(
        title: _StyleConfigurationPart(title), icon: _StyleConfigurationPart(icon)),
      key: .content
    ) {
      $0.append(icon, key: .header)
      $0.append(title, key: .label)
    }
  }
}

/// A value with a label, as a form row shows it.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A row with a custom label and content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A primitive view: the graph reads its label and content.
  @MainActor public var body: Never { primitiveBody("LabeledContent") }
}

extension LabeledContent where Label == Text {
  /// A row titled by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A row titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled by `titleKey` showing `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// A row titled `title` showing `value`.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// A row titled by `titleKey` showing `value` as `format` writes it.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// A row titled `title` showing `value` as `format` writes it.
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

/// A scrollable container; everything in it is rendered (no lazy loading is simulated).
nonisolated public struct ScrollView<Content: View>: View {
  let content: Content

  /// A scroll view of the views built by `content`.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("ScrollView") }
}

extension Axis {
  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// Creates a set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Horizontal.
    public static let horizontal = Set(rawValue: 1 << 0)
    /// Vertical.
    public static let vertical = Set(rawValue: 1 << 1)
  }
}

/// An overlaying stack.
nonisolated public struct ZStack<Content: View>: View {
  let content: Content

  /// A stack of the views built by `content`, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("ZStack") }
}

/// A vertical stack that SwiftUI fills lazily; ViewProbe renders every row (A11 note).
nonisolated public struct LazyVStack<Content: View>: View {
  let content: Content

  /// A lazy stack of the views built by `content`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }

  /// A primitive view: the graph reads its content.
  @MainActor public var body: Never { primitiveBody("LazyVStack") }
}

extension ScrollView: ContentContainer {}
extension ZStack: ContentContainer {}
extension LazyVStack: ContentContainer {}
