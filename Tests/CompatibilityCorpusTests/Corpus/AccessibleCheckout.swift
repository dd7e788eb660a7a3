#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A checkout form written for VoiceOver: a failed order moves accessibility focus to the error,
/// the card row carries custom content, and the total is read as one element.
struct AccessibleCheckoutView: View {
  enum Field: Hashable {
    case error
    case total
  }

  @State private var cardNumber = ""
  @State private var errorMessage: String?
  @AccessibilityFocusState private var focusedField: Field?
  @AccessibilityFocusState(for: .voiceOver) private var totalFocused: Bool
  @Namespace private var summary

  var body: some View {
    Form {
      Section("Card") {
        TextField("Card number", text: $cardNumber)
          .accessibilityTextContentType(.plain)
          .accessibilityCustomContent("Accepted", "Visa, Mastercard", importance: .high)
          .accessibilityCustomContent(
            AccessibilityCustomContentKey("Security", id: "security"), Text("Encrypted"))
      }
      if let errorMessage {
        Text(errorMessage)
          .foregroundStyle(.red)
          .accessibilityFocused($focusedField, equals: .error)
      }
      HStack {
        Text("Total")
        Spacer()
        Text("$24.00")
      }
      .accessibilityElement(children: .combine)
      .accessibilityLinkedGroup(id: "total", in: summary)
      .accessibilityRotorEntry(id: 2, in: summary)
      .accessibilityFocused($totalFocused)
      Button("Place Order") {
        if cardNumber.count < 12 {
          errorMessage = "Card number is too short"
          focusedField = .error
        } else {
          errorMessage = nil
          totalFocused = true
        }
      }
      .accessibilityChildren {
        Text("Place order for $24.00")
      }
    }
    .accessibilityIgnoresInvertColors()
    .accessibilityRotor("Problems") {
      if let errorMessage {
        AccessibilityRotorEntry(errorMessage, id: Field.error)
      }
    }
    .accessibilityRotor("Lines", entries: lines, entryLabel: \.title)
    .accessibilityRotor(.headings) {
      ForEach(lines) { line in
        AccessibilityRotorEntry(line.title, id: line.id, in: summary)
      }
    }
  }

  private var lines: [CheckoutLine] {
    [CheckoutLine(id: 1, title: "Card"), CheckoutLine(id: 2, title: "Total")]
  }
}

struct CheckoutLine: Identifiable {
  let id: Int
  let title: String
}
