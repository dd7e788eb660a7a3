// An order form of the kind tutorials teach: an `@Observable` Codable order, a checkout that posts
// it with URLSession, a saved last order in the documents directory. This file imports only the UI
// framework: Foundation (with its networking) comes through it, as it does through SwiftUI.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

@Observable
final class CupcakeOrder: Codable {
  enum CodingKeys: String, CodingKey {
    case _type = "type"
    case _quantity = "quantity"
    case _extraFrosting = "extraFrosting"
    case _name = "name"
  }

  static let types = ["Vanilla", "Strawberry", "Chocolate", "Rainbow"]

  var type = 0
  var quantity = 3
  var specialRequestEnabled = false {
    didSet {
      if specialRequestEnabled == false { extraFrosting = false }
    }
  }
  var extraFrosting = false
  var name = ""

  var hasValidAddress: Bool { !name.trimmingCharacters(in: .whitespaces).isEmpty }
  var cost: Decimal {
    var cost = Decimal(quantity) * 2 + Decimal(type) / 2
    if extraFrosting { cost += Decimal(quantity) }
    return cost
  }

  static let savedURL = URL.documentsDirectory.appending(path: "LastCupcakeOrder.json")
}

struct CupcakeOrderForm: View {
  @State private var order = CupcakeOrder()

  var body: some View {
    NavigationStack {
      Form {
        Section {
          Picker("Select your cake type", selection: $order.type) {
            ForEach(CupcakeOrder.types.indices, id: \.self) {
              Text(CupcakeOrder.types[$0])
            }
          }
          Stepper("Number of cakes: \(order.quantity)", value: $order.quantity, in: 3...20)
        }
        Section {
          Toggle("Any special requests?", isOn: $order.specialRequestEnabled.animation())
          if order.specialRequestEnabled {
            Toggle("Add extra frosting", isOn: $order.extraFrosting)
          }
        }
        Section {
          TextField("Name", text: $order.name)
        }
        Section {
          NavigationLink("Check out") {
            CupcakeCheckout(order: order)
          }
        }
        .disabled(order.hasValidAddress == false)
      }
      .navigationTitle("Cupcake Corner")
    }
  }
}

struct CupcakeCheckout: View {
  var order: CupcakeOrder
  @State private var confirmationMessage = ""
  @State private var showingConfirmation = false

  var body: some View {
    ScrollView {
      VStack {
        Text("Your total is \(order.cost, format: .currency(code: "USD"))")
          .font(.title)
        Button("Place Order") {
          Task { await placeOrder() }
        }
        .padding()
      }
    }
    .navigationTitle("Check out")
    .navigationBarTitleDisplayMode(.inline)
    .scrollBounceBehavior(.basedOnSize)
    .alert("Thank you!", isPresented: $showingConfirmation) {
      Button("OK") {}
    } message: {
      Text(confirmationMessage)
    }
  }

  func placeOrder() async {
    guard let encoded = try? JSONEncoder().encode(order) else { return }
    var request = URLRequest(url: URL(string: "https://reqres.in/api/cupcakes")!)
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpMethod = "POST"
    do {
      let (data, _) = try await URLSession.shared.upload(for: request, from: encoded)
      let decoded = try JSONDecoder().decode(CupcakeOrder.self, from: data)
      confirmationMessage =
        "Your order for \(decoded.quantity)x \(CupcakeOrder.types[decoded.type].lowercased()) "
        + "cupcakes is on its way! (\(ListFormatter.localizedString(byJoining: extras(decoded))))"
      showingConfirmation = true
    } catch {
      confirmationMessage = "Checkout failed: \(error.localizedDescription)"
      showingConfirmation = true
    }
  }

  private func extras(_ order: CupcakeOrder) -> [String] {
    ["for \(order.name)"] + (order.extraFrosting ? ["extra frosting"] : [])
  }
}
