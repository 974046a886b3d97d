package org.tilerules.spark;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import io.fabric8.mockwebserver.http.Buffer;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringReader;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Kubernetes recipe of docs/simulation.md ("On a real cluster", step 3) as written, submitted by
 * {@code SparkSubmit --master k8s://... --deploy-mode cluster} in a JVM of its own to fabric8's mock
 * Kubernetes API server (in this JVM, on the loopback address, keeping what it is sent). No pod ever
 * runs (there is no kubelet and no image): what is tried is what Spark asks the cluster for, the driver
 * pod with the recipe's image, main class, jar and job arguments, and the configuration it hands the
 * driver (the stack size for the driver and the executors, the executor count, the rules archive).
 * {@code spark.kubernetes.submission.waitAppCompletion=false}: spark-submit returns once the pod is created.
 */
class SparkKubernetesTest {
    @TempDir static Path tmp;
    static KubernetesMockServer server;
    static KubernetesClient client;

    /**
     * fabric8's CRUD dispatcher, which answers a server-side apply (PATCH, application/apply-patch+yaml) of
     * an object it does not have with 404; an API server creates it, as Spark expects for the driver's
     * service and config maps.
     */
    static final class ApplyCreates extends KubernetesCrudDispatcher {
        static final KubernetesSerialization JSON = new KubernetesSerialization();

        @Override public MockResponse handlePatch(RecordedRequest request) {
            byte[] body = request.getBody().getBytes().clone();
            MockResponse r = super.handlePatch(request);
            String type = request.getHeader("Content-Type");
            if (r.code() != 404 || type == null || !type.startsWith("application/apply-patch")) return r;
            String path = request.getPath();
            path = path.substring(0, path.indexOf('?') < 0 ? path.length() : path.indexOf('?'));
            path = path.substring(0, path.lastIndexOf('/'));
            // the applied object, as YAML or JSON, posted as JSON
            String json = JSON.asJson(JSON.unmarshal(new String(body, StandardCharsets.UTF_8)));
            return handleCreate(new RecordedRequest(request.getHttpVersion(), HttpMethod.POST, path, request.getHeaders(),
                    new Buffer(json.getBytes(StandardCharsets.UTF_8))));
        }
    }

    @BeforeAll static void start() {
        server = new KubernetesMockServer(new Context(), new MockWebServer(), new HashMap<>(), new ApplyCreates(), false);
        server.init(InetAddress.getLoopbackAddress(), 0);
        client = server.createClient();
    }

    @AfterAll static void stop() {
        if (client != null) client.close();
        if (server != null) server.destroy();
    }

    record Submit(int code, String out, String err) {}

    /** spark-submit to the mock server with these arguments after {@code --master k8s://http://127.0.0.1:PORT}. */
    static Submit submit(String name, String... args) throws Exception {
        String cp = System.getProperty("java.class.path");
        String javaCmd = ProcessHandle.current().info().command().orElse("java");
        List<String> cmd = new ArrayList<>(List.of(javaCmd, "-Xmx512m"));
        cmd.addAll(List.of(System.getProperty("tilerules.sparkOpens", "").trim().split("\\s+")));
        cmd.addAll(List.of("-cp", cp, "org.apache.spark.deploy.SparkSubmit",
                "--master", "k8s://http://127.0.0.1:" + server.getPort(), "--deploy-mode", "cluster"));
        cmd.addAll(List.of(args));
        Path out = tmp.resolve(name + ".out"), err = tmp.resolve(name + ".err");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        Process p = pb.start();
        boolean ended = p.waitFor(3, TimeUnit.MINUTES);
        if (!ended) p.destroyForcibly().waitFor();
        assertTrue(ended, "spark-submit ended within 3 minutes\n" + Files.readString(out) + Files.readString(err));
        return new Submit(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** The driver pod Spark created for the application named {@code app} (its label spark-app-name). */
    static Pod driverPod(String app) {
        List<Pod> pods = client.pods().inNamespace("default").withLabel("spark-app-name", app).withLabel("spark-role", "driver").list().getItems();
        assertEquals(1, pods.size(), "one driver pod for " + app + ": " + pods);
        return pods.get(0);
    }

    /** The Spark configuration the driver pod reads (spark.properties from its config map). */
    static Properties driverConf(Pod pod) throws Exception {
        String map = pod.getSpec().getVolumes().stream().filter(v -> v.getConfigMap() != null).findFirst().orElseThrow().getConfigMap().getName();
        ConfigMap cm = client.configMaps().inNamespace("default").withName(map).get();
        Properties conf = new Properties();
        conf.load(new StringReader(cm.getData().get("spark.properties")));
        return conf;
    }

    @Test void theKubernetesRecipeAsksForADriverPodWithItsImageJarMainClassArgumentsAndStackSize() throws Exception {
        // the recipe, and the one setting a test needs: spark-submit does not wait for a pod that never runs
        Submit s = submit("recipe", "--name", "tilerules-simulate", "--class", "org.tilerules.spark.SparkMain",
                "--conf", "spark.executor.instances=16", "--conf", "spark.kubernetes.container.image=MY-SPARK-IMAGE",
                "--conf", "spark.driver.extraJavaOptions=-Xss8m", "--conf", "spark.executor.extraJavaOptions=-Xss8m",
                "--conf", "spark.kubernetes.submission.waitAppCompletion=false",
                "local:///opt/jobs/tilerules-spark.jar", "simulate", "--rules", "base", "--games", "1000000", "--out", "s3a://bucket/sim/base");
        assertEquals(0, s.code(), s.out() + s.err());
        Pod pod = driverPod("tilerules-simulate");
        Container driver = pod.getSpec().getContainers().get(0);
        assertEquals("MY-SPARK-IMAGE", driver.getImage());
        List<String> args = driver.getArgs();
        assertEquals("driver", args.get(0), String.valueOf(args));
        int main = args.indexOf("--class");
        assertTrue(main > 0, String.valueOf(args));
        assertEquals(List.of("--class", "org.tilerules.spark.SparkMain", "local:///opt/jobs/tilerules-spark.jar",
                "simulate", "--rules", "base", "--games", "1000000", "--out", "s3a://bucket/sim/base"), args.subList(main, args.size()));
        Properties conf = driverConf(pod);
        assertEquals("-Xss8m", conf.getProperty("spark.driver.extraJavaOptions"));
        assertEquals("-Xss8m", conf.getProperty("spark.executor.extraJavaOptions"));
        assertEquals("16", conf.getProperty("spark.executor.instances"));
        assertEquals("MY-SPARK-IMAGE", conf.getProperty("spark.kubernetes.container.image"));
        assertEquals("local:///opt/jobs/tilerules-spark.jar", conf.getProperty("spark.jars"));
    }

    /**
     * A rule folder of one's own shipped as docs/simulation.md says ({@code --archives rules.zip#rules},
     * {@code --rules-dir rules/rulesets}): a local archive must first go where the driver's pod can fetch
     * it, {@code spark.kubernetes.file.upload.path} (a Hadoop file system such as s3a:// or hdfs://; here a
     * local folder); without it spark-submit refuses. With it the driver gets the uploaded copy, still
     * unpacked as "rules".
     */
    @Test void aRulesArchiveNeedsAnUploadPathAndReachesTheDriverFromThere() throws Exception {
        Path zip = tmp.resolve("rules.zip");
        try (java.util.zip.ZipOutputStream z = new java.util.zip.ZipOutputStream(Files.newOutputStream(zip))) {
            z.putNextEntry(new java.util.zip.ZipEntry("rulesets/wells/wells.rules"));
            z.write(Files.readAllBytes(Path.of("..", "examples", "rulesets", "wells", "wells.rules")));
            z.closeEntry();
        }
        String[] job = {"--class", "org.tilerules.spark.SparkMain",
                "--conf", "spark.kubernetes.container.image=MY-SPARK-IMAGE",
                "--conf", "spark.driver.extraJavaOptions=-Xss8m", "--conf", "spark.executor.extraJavaOptions=-Xss8m",
                "--conf", "spark.kubernetes.submission.waitAppCompletion=false", "--archives", zip + "#rules"};
        String[] args = {"local:///opt/jobs/tilerules-spark.jar", "simulate", "--rules-dir", "rules/rulesets", "--rules", "base,wells",
                "--games", "1000", "--out", "s3a://bucket/sim/wells"};

        List<String> without = new ArrayList<>(List.of("--name", "no-upload-path"));
        without.addAll(List.of(job));
        without.addAll(List.of(args));
        Submit refused = submit("no-upload-path", without.toArray(new String[0]));
        assertEquals(1, refused.code(), refused.err());
        assertTrue(refused.err().contains("Please specify spark.kubernetes.file.upload.path property."), refused.err());
        assertEquals(List.of(), client.pods().inNamespace("default").withLabel("spark-app-name", "no-upload-path").list().getItems());

        Path upload = Files.createDirectories(tmp.resolve("upload"));
        List<String> with = new ArrayList<>(List.of("--name", "with-upload-path", "--conf", "spark.kubernetes.file.upload.path=" + upload.toUri()));
        with.addAll(List.of(job));
        with.addAll(List.of(args));
        Submit s = submit("with-upload-path", with.toArray(new String[0]));
        assertEquals(0, s.code(), s.out() + s.err());
        Pod pod = driverPod("with-upload-path");
        List<String> podArgs = pod.getSpec().getContainers().get(0).getArgs();
        assertEquals(List.of(args), podArgs.subList(podArgs.size() - args.length, podArgs.size()));
        String archives = driverConf(pod).getProperty("spark.archives");
        assertTrue(archives.startsWith("file:" + upload + "/") && archives.endsWith("/rules.zip#rules"), archives);
        Path uploaded = Path.of(java.net.URI.create(archives.substring(0, archives.indexOf('#'))));
        assertArrayEquals(Files.readAllBytes(zip), Files.readAllBytes(uploaded), "the archive, uploaded as it was");
    }
}
