package loadlab.server.contract;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A black-box test of CONTRACT.md: it speaks only HTTP, WebSocket or Socket.IO to a
 * {@link loadlab.server.contract.Target} (a parameter of the test or {@code @BeforeEach} method
 * that talks to it), which is the reference server started once for the class, or the server at
 * {@code -Dcontract.baseUrl}. Tagged {@code contract}, so
 * {@code -Dgroups=contract} runs these alone. A test runs when the target claims everything its
 * class and its method name here; otherwise it is disabled with a reason naming the missing claim.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Tag("contract")
@ExtendWith(ContractExtension.class)
public @interface Contract {
    /** What the test needs the target to serve. */
    Claim[] value() default {};
}
