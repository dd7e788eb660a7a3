/// A control that picks one of its tagged options.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a custom label; each option is a view marked with `.tag(_:)`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker whose label is a view value (deprecated: use `init(selection:content:label:)`).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
    self.label = label
  }

  /// A primitive view: the graph reads its label and options.
  @MainActor
  public var body: Never { primitiveBody("Picker") }
}

extension Picker where Label == ViewProbe.Label<Text, Image> {
  /// A picker titled by `titleKey`, with an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      ViewProbe.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A picker titled `title`, with an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      ViewProbe.Label(title, systemImage: systemImage)
    }
  }
}

extension Picker where Label == Text {
  /// A picker titled by `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled by `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    children.append(label, key: .label)
    children.append(content, key: .content)
    // Once the options are built, a selection no option is tagged with gets SwiftUI's warning.
    let node = children.node
    let selection = self.selection
    children.schedule { [weak node] in
      guard let node, node.isAlive else { return }
      node.checkPickerSelection(selection.wrappedValue)
    }
  }
}

extension Picker: DrivableControl {
  static var controlKind: ControlKind { .picker }
  var currentValue: Any? { selection.wrappedValue }
}

extension Picker: OptionSelecting {
  var selectionType: Any.Type { SelectionValue.self }
  var selectionDescription: String { "\(selection.wrappedValue)" }

  func choose(_ option: PickerOption) -> Bool {
    guard option.fits(SelectionValue.self), let value = option.value.base as? SelectionValue
    else { return false }
    selection.wrappedValue = value
    return true
  }
}

/// `.tag(_:)`: the value a picker selects when this option is chosen.
nonisolated public struct _TagModifier<Tag: Hashable>: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let tag: Tag
  /// Whether the tag is also set for `Optional<Tag>` (SwiftUI's default since `includeOptional`).
  var includeOptional = true
}

extension _TagModifier: PrimitiveModifier {
  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    // Inside a TabView, the tab's tag is what its tab item selects.
    guard children.environment.tabSelection != nil else {
      return children.append(content, key: .content)
    }
    var environment = children.environment
    environment.currentTabTag = AnyHashable(tag)
    children.append(content, key: .content, environment: environment)
  }
}

/// Lets the harness read a tag without knowing its type.
@MainActor
protocol TagCarrying {
  /// The option this tag makes, with the selection types it fits.
  var option: PickerOption { get }
}

extension _TagModifier: TagCarrying {
  var option: PickerOption {
    let includeOptional = self.includeOptional
    return PickerOption(
      value: AnyHashable(tag), typeName: _typeName(Tag.self, qualified: false),
      fits: { $0 == Tag.self || (includeOptional && $0 == Tag?.self) })
  }
}

nonisolated extension View {
  /// Marks this view as the option with value `tag` in a picker (or the tab `tag` selects). With
  /// `includeOptional` (the default), the tag also fits a selection of type `V?`.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(_TagModifier(tag: tag, includeOptional: includeOptional))
  }
}
