import Foundation

// How the harness reaches the text of a field or editor bound to a selection, or to styled text:
// a plain-text binding whose writes are typing — the characters kept at either end keep their
// attributes, new ones take the typing attributes, and the caret ends after the change — and a
// way to select characters, as a user's drag does.

/// The text a field or editor edits, as the harness types and selects in it.
struct EditableText {
  /// The text as plain characters; a write is typing.
  let text: Binding<String>
  /// Selects the characters at these offsets, when the view is bound to a selection.
  let select: ((Range<Int>) -> Void)?

  /// Plain text, with its selection when bound to one.
  init(_ text: Binding<String>, selection: Binding<TextSelection?>?) {
    guard let selection else {
      self.text = text
      select = nil
      return
    }
    self.text = Binding(
      get: { text.wrappedValue },
      set: { typed in
        let edit = TextEdit(from: Array(text.wrappedValue), to: Array(typed))
        text.wrappedValue = typed
        let caret = typed.index(typed.startIndex, offsetBy: edit.prefix + edit.inserted)
        selection.wrappedValue = TextSelection(insertionPoint: caret)
      })
    select = { offsets in
      let current = text.wrappedValue
      let lower = current.index(current.startIndex, offsetBy: offsets.lowerBound)
      let upper = current.index(lower, offsetBy: offsets.count)
      selection.wrappedValue = TextSelection(range: lower..<upper)
    }
  }

  /// Styled text, with its selection when bound to one.
  init(_ text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>?) {
    self.text = Binding(
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
        selection?.wrappedValue = typing
      })
    select = selection.map { selection in
      { offsets in
        selection.wrappedValue = AttributedTextSelection(offsets: [offsets], in: text.wrappedValue)
      }
    }
  }
}
