// The controls an app's style draws (`StyleBodies.swift`): toggles, labelled rows and disclosure
// groups, with the configurations their styles get and the initialisers that make a control of a
// configuration inside a style's body.

extension Toggle {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.appendStyled(
      ToggleStyleConfiguration(
        label: _StyleConfigurationPart(label), isOn: isOn, isMixed: false),
      key: .label
    ) { $0.append(label, key: .label) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style's body makes of its configuration, drawn by the style set farther up. It
  /// is the styled toggle itself: queries find the toggle it draws, not this one.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
    drawsStyledToggle = true
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style's body makes of its configuration, drawn by the style set farther up.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

// MARK: - LabeledContent

/// How a `LabeledContent` is drawn: an app's style's body is in the tree; SwiftUI's is not drawn.
public protocol LabeledContentStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a labelled row from.
  typealias Configuration = LabeledContentStyleConfiguration
  /// The view of a labelled row in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `LabeledContentStyle` draws a labelled row from.
public struct LabeledContentStyleConfiguration {
  /// The row's label.
  public typealias Label = _StyleConfigurationPart
  /// The row's content.
  public typealias Content = _StyleConfigurationPart
  /// The row's label.
  public let label: Label
  /// The row's content.
  public let content: Content
}

/// SwiftUI's default labelled row.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, SystemStyle {
  /// The style.
  public init() {}
  /// The row as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent(configuration)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// SwiftUI's default labelled row.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// The row a style's body makes of its configuration, drawn by the style set farther up.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension LabeledContent: PrimitiveView {
  @MainActor func makeChildren(into children: inout ChildList) {
    children.appendStyled(
      LabeledContentStyleConfiguration(
        label: _StyleConfigurationPart(label), content: _StyleConfigurationPart(content)),
      key: .content
    ) {
      $0.append(label, key: .label)
      $0.append(content, key: .content)
    }
  }
}

// MARK: - DisclosureGroup

/// How a `DisclosureGroup` is drawn: an app's style's body is in the tree (and decides what
/// expands the group); SwiftUI's is not drawn (its label is a button that expands it).
public protocol DisclosureGroupStyle {
  /// The view the style makes.
  associatedtype Body: View
  /// What the style draws a disclosure group from.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// The view of a disclosure group in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `DisclosureGroupStyle` draws a disclosure group from.
public struct DisclosureGroupStyleConfiguration {
  /// The group's label.
  public typealias Label = _StyleConfigurationPart
  /// The group's content.
  public typealias Content = _StyleConfigurationPart
  /// The group's label.
  public let label: Label
  /// The group's content (whether the style shows it is up to the style).
  public let content: Content
  /// Whether the group is expanded; writing it expands or collapses the group.
  @Binding public var isExpanded: Bool
}

/// SwiftUI's default disclosure group.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, SystemStyle {
  /// The style.
  public init() {}
  /// The group as it is (SwiftUI's styles are not drawn).
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroup(configuration)
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// SwiftUI's default disclosure group.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup
where
  Label == DisclosureGroupStyleConfiguration.Label,
  Content == DisclosureGroupStyleConfiguration.Content
{
  /// The group a style's body makes of its configuration, drawn by the style set farther up.
  public init(_ configuration: DisclosureGroupStyleConfiguration) {
    self.init(
      isExpanded: configuration.$isExpanded, content: { configuration.content },
      label: { configuration.label })
  }
}

nonisolated extension View {
  /// Sets the style of the labelled rows inside: an app's style's body draws each of them.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    pushingStyle(style, for: LabeledContentStyleConfiguration.self) {
      $0.makeBody(configuration: $1)
    }
  }

  /// Sets the style of the disclosure groups inside: an app's style's body draws each of them and
  /// decides what expands them.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    pushingStyle(style, for: DisclosureGroupStyleConfiguration.self) {
      $0.makeBody(configuration: $1)
    }
  }
}
