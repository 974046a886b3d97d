package org.tilerules.spark;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How the job reports failures: as the command line does, a failed game by its index and seed. */
class SparkMainTest {
    static String reported(Throwable t, int code) {
        StringWriter s = new StringWriter();
        assertEquals(code, SparkMain.report(t, new PrintWriter(s, true)));
        return s.toString();
    }

    @Test void aGameThatFailedOnAnExecutorIsNamedByIndexAndSeed() {
        // what a cluster's driver gets: the executor's exception as text inside Spark's
        RuntimeException remote = new RuntimeException("Job aborted due to stage failure: Task 2 in stage 0.0 failed 4 times, "
                + "most recent failure: Lost task 2.3 in stage 0.0 (TID 11) (worker-3 executor 2): "
                + "org.tilerules.spark.GameRows$GameFailure: game 12 (seed 13): no option left for red\n\tat org.tilerules...");
        assertEquals("error: game 12 (seed 13): no option left for red\n", reported(new IllegalStateException("wrapped", remote), 1));
        // in local mode the exception itself may arrive as a cause
        assertEquals("error: game 5 (seed 6): the rules recurse too deeply (stack overflow)\n",
                reported(new RuntimeException(new GameRows.GameFailure(5, 6, new StackOverflowError())), 1));
    }

    /**
     * In YARN's application master (cluster mode) a System.exit is taken for a driver that failed and the
     * driver is run again: there a failure's exit code reaches Spark as SparkUserAppException (SparkYarnTest
     * runs a success through YARN).
     */
    @Test void inYarnsApplicationMasterAFailuresExitCodeIsHandedToSparkNotToSystemExit() {
        System.setProperty("spark.yarn.app.id", "application_1_0001");
        System.setProperty("spark.submit.deployMode", "cluster");
        try {
            assertTrue(SparkMain.inYarnApplicationMaster());
            org.apache.spark.SparkUserAppException e = assertThrows(org.apache.spark.SparkUserAppException.class,
                    () -> SparkMain.main(new String[] {"simulate", "--games", "0", "--out", "x"}));
            assertEquals(2, e.exitCode(), "a usage error");
        } finally {
            System.clearProperty("spark.yarn.app.id");
            System.clearProperty("spark.submit.deployMode");
        }
        assertFalse(SparkMain.inYarnApplicationMaster());
    }

    @Test void otherFailuresAreReportedAsTheCommandLineReportsThem() {
        assertEquals("error: internal error: IllegalStateException: boom\n", reported(new IllegalStateException("boom\nmore"), 1));
    }
}
