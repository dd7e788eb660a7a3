import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A quote of the day feed as tutorials write one: a view model loads JSON with
/// `URLSession.shared` in a `.task`, shows a spinner, an error with Retry, and pull to refresh;
/// favouriting a quote posts it as JSON and shows the server's count.
struct Quote: Codable, Identifiable, Hashable {
  var id: Int
  var text: String
  var author: String
}

/// What the server says to a favourite.
struct FavouriteReceipt: Codable {
  var quoteID: Int
  var favourites: Int
}

@MainActor
@Observable
final class QuoteFeedModel {
  enum Phase: Equatable {
    case loading
    case loaded([Quote])
    case failed(String)
  }

  private(set) var phase = Phase.loading
  private(set) var favouriteNote = ""
  private let endpoint = URL(string: "https://quotes.example.com/api/quotes?lang=en")!

  func load() async {
    do {
      let (data, response) = try await URLSession.shared.data(from: endpoint)
      guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
        phase = .failed("The server is unavailable.")
        return
      }
      phase = .loaded(try JSONDecoder().decode([Quote].self, from: data))
    } catch let error as URLError where error.code == .notConnectedToInternet {
      phase = .failed("You are offline.")
    } catch {
      phase = .failed("Something went wrong.")
    }
  }

  func favourite(_ quote: Quote) async {
    var request = URLRequest(url: URL(string: "https://quotes.example.com/api/favourites")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(quote)
    guard let (data, _) = try? await URLSession.shared.data(for: request),
      let receipt = try? JSONDecoder().decode(FavouriteReceipt.self, from: data)
    else {
      favouriteNote = "Could not save the favourite."
      return
    }
    favouriteNote = "Quote \(receipt.quoteID) has \(receipt.favourites) favourites."
  }
}

struct QuoteFeed: View {
  @State private var model = QuoteFeedModel()

  var body: some View {
    NavigationStack {
      Group {
        switch model.phase {
        case .loading:
          ProgressView("Loading quotes…")
        case .loaded(let quotes):
          List {
            if !model.favouriteNote.isEmpty { Text(model.favouriteNote) }
            ForEach(quotes) { quote in
              VStack(alignment: .leading) {
                Text(quote.text)
                Text(quote.author).font(.caption)
              }
              .swipeActions {
                Button("Favourite") { Task { await model.favourite(quote) } }
              }
            }
          }
          .refreshable { await model.load() }
        case .failed(let message):
          ContentUnavailableView {
            Label("No quotes", systemImage: "wifi.exclamationmark")
          } description: {
            Text(message)
          } actions: {
            Button("Retry") { Task { await model.load() } }
          }
        }
      }
      .navigationTitle("Quotes")
    }
    .task { await model.load() }
  }
}

/// The same feed written before async/await: an `ObservableObject` loads in `onAppear` with a
/// data task and a completion handler that hands the result to the main queue, and refreshes with
/// Combine's `dataTaskPublisher`.
@MainActor
final class LegacyQuoteLoader: ObservableObject {
  @Published var quotes: [Quote] = []
  @Published var status = "Loading"
  private var refresh: AnyCancellable?
  private let endpoint = URL(string: "https://quotes.example.com/api/quotes?lang=en")!

  func load() {
    URLSession.shared.dataTask(with: endpoint) { data, _, error in
      let decoded = data.flatMap { try? JSONDecoder().decode([Quote].self, from: $0) }
      DispatchQueue.main.async {
        self.quotes = decoded ?? []
        self.status = error == nil ? "Loaded \(self.quotes.count)" : "Failed"
      }
    }.resume()
  }

  func reload() {
    refresh = URLSession.shared.dataTaskPublisher(for: endpoint)
      .map(\.data)
      .decode(type: [Quote].self, decoder: JSONDecoder())
      .receive(on: DispatchQueue.main)
      .sink { completion in
        if case .failure = completion { self.status = "Failed" }
      } receiveValue: { quotes in
        self.quotes = quotes
        self.status = "Reloaded \(quotes.count)"
      }
  }
}

struct LegacyQuoteList: View {
  @StateObject private var loader = LegacyQuoteLoader()

  var body: some View {
    List {
      Text(loader.status)
      ForEach(loader.quotes) { Text($0.text) }
      Button("Reload") { loader.reload() }
    }
    .onAppear { loader.load() }
  }
}

/// The app's response cache, sized as apps size one for images at launch (the app calls it from
/// its initializer; no test does, as `URLCache.shared` is the process's).
enum QuoteCache {
  static func install() {
    URLCache.shared = URLCache(memoryCapacity: 4_000_000, diskCapacity: 20_000_000)
  }

  static func onDisk(in directory: URL) -> URLCache {
    URLCache(memoryCapacity: 0, diskCapacity: 50_000_000, directory: directory)
  }
}
