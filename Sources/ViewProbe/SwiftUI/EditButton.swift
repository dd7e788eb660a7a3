/// The button that toggles the environment's edit mode: titled "Edit", or "Done" while editing.
/// It toggles the edit mode of its window, sheet or navigation container, or the one app code sets
/// above it with `.environment(\.editMode, $mode)` (Guide §7).
nonisolated public struct EditButton: View {
  /// An edit button.
  public init() {}

  /// A primitive view: the graph reads its title from the edit mode.
  @MainActor
  public var body: Never { primitiveBody("EditButton") }
}

extension EditButton: PrimitiveView {
  @MainActor
  func makeChildren(into children: inout ChildList) {
    let isEditing = children.environment.editMode?.wrappedValue.isEditing == true
    children.append(Text(isEditing ? "Done" : "Edit"), key: .label)
  }
}

extension EditButton: DrivableControl {
  static var controlKind: ControlKind { .button }

  @MainActor
  func tapAction(in environment: EnvironmentValues) -> (@MainActor () -> Void)? {
    guard let editMode = environment.editMode else { return nil }
    return { editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active }
  }

  func refusal(in environment: EnvironmentValues) -> String? {
    guard environment.editMode == nil else { return nil }
    return "found no edit mode above it: .environment(\\.editMode, nil) removed the one its "
      + "window, sheet or navigation container provides; the button toggles nothing"
  }
}
