import ViewProbe

/// Counts how many times something happened, shared by reference between a test and its views.
final class Tally: @unchecked Sendable {
  var count = 0
}

/// A child with its own `@State` counter, a button to bump it, and a text showing it.
struct CounterChild: View {
  var label = "child"
  var inits: Tally?
  @State private var count = 0

  init(label: String = "child", inits: Tally? = nil) {
    self.label = label
    self.inits = inits
    inits?.count += 1
  }

  var body: some View {
    VStack {
      Text("\(label): \(count)")
      Button("bump \(label)") { count += 1 }
    }
  }
}

/// A parent with its own state that it can change, forcing its body (and children) to re-run.
struct TickingParent<Content: View>: View {
  @State private var tick = 0
  let content: (Int) -> Content

  init(@ViewBuilder content: @escaping (Int) -> Content) {
    self.content = content
  }

  var body: some View {
    VStack {
      Button("tick") { tick += 1 }
      Text("tick \(tick)")
      content(tick)
    }
  }
}

@Observable
final class Book {
  var title: String
  var isAvailable = true

  init(title: String = "t") {
    self.title = title
  }
}

/// Shows a book's title: reads only `title`.
struct BookTitle: View {
  var book: Book
  var body: some View { Text(book.title) }
}
