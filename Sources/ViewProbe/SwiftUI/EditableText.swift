import Foundation

// How the harness reaches the text of a field or editor bound to a selection, or to styled text:
// a plain-text binding whose writes are typing — the characters kept at either end keep their
// attributes, new ones take the typing attributes, and the caret ends after the change — and a
// way to select characters, as a user's drag does. Only the bindings are stored, so a field is
// compared with its next value as before (E02); the rest is made when the harness asks.

/// The text a field or editor edits, as the harness types and selects in it.
enum EditableText {
  /// Plain text, with its selection when bound to one.
  case plain(Binding<String>, selection: Binding<TextSelection?>?)
  /// Styled text, with its selection when bound to one.
  case styled(Binding<AttributedString>, selection: Binding<AttributedTextSelection>?)

  /// The text as plain characters; a write is typing.
  var text: Binding<String> {
    switch self {
    case .plain(let text, nil): return text
    case .plain(let text, let selection?): return Self.typing(into: text, selection: selection)
    case .styled(let text, let selection): return Self.typing(into: text, selection: selection)
    }
  }

  /// Selects the characters at these offsets, when the view is bound to a selection.
  var select: ((Range<Int>) -> Void)? {
    switch self {
    case .plain(_, nil), .styled(_, nil): return nil
    case .plain(let text, let selection?):
      return { offsets in
        let current = text.wrappedValue
        let lower = current.index(current.startIndex, offsetBy: offsets.lowerBound)
        let upper = current.index(lower, offsetBy: offsets.count)
        selection.wrappedValue = TextSelection(range: lower..<upper)
      }
    case .styled(let text, let selection?):
      return { offsets in
        selection.wrappedValue = AttributedTextSelection(offsets: [offsets], in: text.wrappedValue)
      }
    }
  }

  /// The write that puts a selection left outside the text (the app set a shorter text) back
  /// inside it, as UIKit's text views keep theirs; `nil` when it is inside.
  var selectionRepair: (@MainActor () -> Void)? {
    switch self {
    case .plain(_, nil), .styled(_, nil): return nil
    case .plain(let text, let selection?):
      let current = text.wrappedValue
      let bounds: [Range<String.Index>]
      switch selection.wrappedValue?.indices {
      case .selection(let range): bounds = [range]
      case .multiSelection(let ranges): bounds = Array(ranges.ranges)
      case nil: bounds = []
      }
      guard bounds.contains(where: { $0.upperBound > current.endIndex }) else { return nil }
      return {
        let text = text.wrappedValue
        selection.wrappedValue = TextSelection(insertionPoint: text.endIndex)
      }
    case .styled(let text, let selection?):
      guard !selection.wrappedValue.isValid(in: text.wrappedValue) else { return nil }
      return {
        let current = text.wrappedValue
        let kept = selection.wrappedValue
        guard !kept.isValid(in: current) else { return }
        let offsets = kept.knownOffsets ?? [current.characters.count..<current.characters.count]
        selection.wrappedValue = AttributedTextSelection(offsets: offsets, in: current)
      }
    }
  }

  /// Plain text whose writes leave the caret after what changed.
  private static func typing(
    into text: Binding<String>, selection: Binding<TextSelection?>
  ) -> Binding<String> {
    Binding(
      get: { text.wrappedValue },
      set: { typed in
        let edit = TextEdit(from: Array(text.wrappedValue), to: Array(typed))
        text.wrappedValue = typed
        // The caret in the text as stored (a binding may change what it is given).
        let stored = text.wrappedValue
        let offset = min(edit.prefix + edit.inserted, stored.count)
        selection.wrappedValue = TextSelection(
          insertionPoint: stored.index(stored.startIndex, offsetBy: offset))
      })
  }

  /// Styled text as plain characters: a write keeps the attributes of the characters kept,
  /// gives new ones the typing attributes, and leaves the caret after them.
  private static func typing(
    into text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>?
  ) -> Binding<String> {
    Binding(
      get: { String(text.wrappedValue.characters) },
      set: { typed in
        var styled = text.wrappedValue
        let edit = TextEdit(from: Array(styled.characters), to: Array(typed))
        let removed = edit.prefix..<edit.prefix + edit.removed
        let insertedText = Array(typed)[edit.prefix..<edit.prefix + edit.inserted]
        var typing = selection?.wrappedValue ?? AttributedTextSelection()
        typing.place = .insertion(styled.characterRange(removed).lowerBound)
        if !removed.isEmpty {
          typing.place = .ranges(RangeSet(styled.characterRange(removed)))
        }
        // Attributes the app set at the caret apply when the typing is there; otherwise the
        // text around gives them, as `replaceSelection(_:withCharacters:)` says.
        let current = selection?.wrappedValue
        let typesAtCaret = current?.offsets(in: styled) == [edit.prefix..<edit.prefix]
        typing.typingAttributes = typesAtCaret ? current?.typingAttributes : nil
        styled.replaceSelection(&typing, withCharacters: insertedText)
        text.wrappedValue = styled
        selection?.wrappedValue = AttributedTextSelection(
          offsets: typing.offsets(in: styled), in: text.wrappedValue)
      })
  }

  /// After this update, puts a selection the text no longer holds back inside it.
  @MainActor func keepSelectionInside(_ children: ChildList) {
    guard let repair = selectionRepair else { return }
    children.schedule(repair)
  }
}
