/*
 * Starts DynamoDB Local with its Jetty connector bound to one address (127.0.0.1 unless the
 * system property `dynamodb.host` says otherwise). DynamoDB Local has no bind option: its
 * ServerRunner listens on every interface, where anyone on the network could read password
 * hashes or write `role: admin` onto an account (DynamoDB Local accepts any credentials).
 *
 * Run in Java's source-file mode (JDK 11+), with DynamoDBLocal.jar on the class path and the
 * usual DynamoDB Local arguments (-port, -dbPath, -sharedDb, -disableTelemetry).
 */
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

class DynamoDbLoopback {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    // The Jetty server is private and built with `new Server(port)`: a connector on every
    // interface. Its host can still be set before start().
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      if (!(connector instanceof ServerConnector)) throw new IllegalStateException("unexpected connector " + connector);
      ((ServerConnector) connector).setHost(host);
    }
    proxy.start();
    System.out.println("DynamoDB Local bound to " + host);
  }
}
