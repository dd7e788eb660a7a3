import Foundation

// A model file as apps write it: Foundation and Combine, no UI framework. On Linux ViewProbe's
// product provides the `Combine` module, so the file is unchanged; on Apple platforms the mirror
// takes ViewProbe's Combine names instead (Guide §2).
#if VIEWPROBE && canImport(SwiftUI)
  import ViewProbe
#else
  import Combine
#endif

struct CartLine: Identifiable, Equatable {
  let id: String
  var price: Decimal
  var quantity: Int
}

enum CartEvent: Equatable {
  case added(String)
  case emptied
}

/// A shopping cart of the Combine era: the total follows the lines through a pipeline, and what
/// happens is announced on a subject the screen listens to.
@MainActor
final class Cart: ObservableObject {
  @Published private(set) var lines: [CartLine] = []
  @Published private(set) var total: Decimal = 0
  let events = PassthroughSubject<CartEvent, Never>()

  init() {
    $lines
      .map { lines in lines.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) } }
      .assign(to: &$total)
  }

  func add(_ name: String, price: Decimal) {
    if let index = lines.firstIndex(where: { $0.id == name }) {
      lines[index].quantity += 1
    } else {
      lines.append(CartLine(id: name, price: price, quantity: 1))
    }
    events.send(.added(name))
  }

  func empty() {
    lines.removeAll()
    events.send(.emptied)
  }
}
