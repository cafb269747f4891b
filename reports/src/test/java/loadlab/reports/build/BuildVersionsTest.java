package loadlab.reports.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The server module's parent is the Micronaut platform, not the root pom, so Maven cannot hand it the
 * root's version properties: it repeats the ones it needs. This fails the build the moment a repeated
 * version differs from the root's, so the root stays the one place a version is decided.
 */
class BuildVersionsTest {
    private static final Path ROOT = Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();

    @Test
    void theServerRepeatsTheRootsVersionsExactly() throws Exception {
        Map<String, String> root = properties(ROOT.resolve("pom.xml"));
        Map<String, String> server = properties(ROOT.resolve("server/pom.xml"));

        assertThat(server).isNotEmpty();
        for (Map.Entry<String, String> property : server.entrySet()) {
            if (root.containsKey(property.getKey())) {
                assertThat(property.getValue()).as("server/pom.xml <%s>", property.getKey())
                        .isEqualTo(root.get(property.getKey()));
            }
        }
    }

    @Test
    void theServersMicronautPlatformIsTheRootsAndNamedOnce() throws Exception {
        String platform = properties(ROOT.resolve("pom.xml")).get("micronaut.platform.version");
        Document server = parse(ROOT.resolve("server/pom.xml"));
        Element parent = (Element) server.getDocumentElement().getElementsByTagName("parent").item(0);

        assertThat(text(parent, "version")).isEqualTo(platform);
        assertThat(properties(ROOT.resolve("server/pom.xml")).get("micronaut.version")).isEqualTo(platform);
    }

    private static Map<String, String> properties(Path pom) throws Exception {
        Map<String, String> values = new HashMap<>();
        NodeList sections = parse(pom).getDocumentElement().getChildNodes();
        for (int i = 0; i < sections.getLength(); i++) {
            Node section = sections.item(i);
            if (section.getNodeType() == Node.ELEMENT_NODE && section.getNodeName().equals("properties")) {
                NodeList entries = section.getChildNodes();
                for (int j = 0; j < entries.getLength(); j++) {
                    if (entries.item(j).getNodeType() == Node.ELEMENT_NODE) {
                        values.put(entries.item(j).getNodeName(), entries.item(j).getTextContent().trim());
                    }
                }
            }
        }
        return values;
    }

    private static Document parse(Path pom) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
    }

    private static String text(Element element, String child) {
        return element.getElementsByTagName(child).item(0).getTextContent().trim();
    }
}
